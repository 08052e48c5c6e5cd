import { Link } from 'wouter';
import { pages } from '#web/app/paths.ts';

/** After logout or a failed admin or service check (spec 1 and 3). */
export function Component() {
  return (
    <section className="plain-page">
      <h1>Goodbye</h1>
      <p>You are signed out. Thanks for visiting Cannastamp.</p>
      <p>
        <Link to={pages.root.href()}>Back to the home page</Link>
      </p>
    </section>
  );
}

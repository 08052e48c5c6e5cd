import { Link } from 'wouter';
import { pages } from '#web/app/paths.ts';

// Plain markup, not Mantine: every page that fetches can show this (QueryState), the product page a
// first visit opens among them, and Mantine's layout components were 7 KB gzip of that visit.
export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <div className="not-found">
      <h1 className="page-title">Not found</h1>
      <p>We couldn't find that {what}. It may have moved, or the link may be mistyped.</p>
      <Link to={pages.root.href()}>Back to the home page</Link>
    </div>
  );
}

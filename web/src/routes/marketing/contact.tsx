import { environment } from '#web/app/environment.ts';
import { pages } from '#web/app/paths.ts';

/** /contact (spec 1): the support e-mail address. */
export function Component() {
  return (
    <section className="plain-page">
      <h1>Contact</h1>
      <p>
        Questions about a product, a lab result or your account? Write to us and a person will answer within one
        business day.
      </p>
      <p>
        <a href={`mailto:${environment.supportEmail}`}>{environment.supportEmail}</a>
      </p>
      <p>
        For help with the business tools, our <a href={pages.help.href()}>service desk</a> has guides and tracks every
        request.
      </p>
    </section>
  );
}

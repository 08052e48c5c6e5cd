import { SUPPORT_EMAIL } from '../../lib/site-config.ts';

/** /contact (spec 1): the support e-mail address. */
export function Component() {
  return (
    <section className="plain-page">
      <h1>Contact</h1>
      <p>Questions about a product, a lab result or your account? Write to us and a person will answer within one business day.</p>
      <p>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
      <p>
        For help with the business tools, our <a href="/help">service desk</a> has guides and tracks every request.
      </p>
    </section>
  );
}

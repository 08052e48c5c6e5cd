import { environment } from '#web/app/environment.ts';

/** /invest (spec 1): 'Welcome Investors!' with the embedded third-party contact form. */
export function Component() {
  return (
    <section className="plain-page">
      <h1>Welcome Investors!</h1>
      <p>
        Cannastamp turns every cannabis lab result into a picture people can read, and gives producers and dispensaries
        the tools to use it. Tell us who you are and we will be in touch.
      </p>
      <iframe
        className="invest-form"
        title="Investor contact form"
        src={environment.investorFormUrl}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </section>
  );
}

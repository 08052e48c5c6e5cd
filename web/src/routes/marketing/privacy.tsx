import { Link } from 'wouter';
import { pages } from '#web/app/paths.ts';
import { environment } from '#web/app/environment.ts';

/** /privacy (spec 1): what we keep, why, and the 30-day breach notice. */
export function Component() {
  return (
    <article className="legal-page" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy Policy</h1>
      <p className="dimmed">Last updated November 2026</p>
      <p>
        This policy explains what Cannastamp keeps about you and why. It is part of our{' '}
        <Link to={pages.terms.href()}>Terms of Service</Link>. Cannastamp is for people 21 and older; we do not
        knowingly keep information about anyone younger.
      </p>
      <h2>What we keep</h2>
      <ul>
        <li>Your account: e-mail address, name, and a phone number if you give one (US numbers only).</li>
        <li>Your favourites and ratings, which only you can see unless you choose to share them.</li>
        <li>For business members: company, license and product information, and the lab certificates they upload.</li>
        <li>
          Technical records: when you sign in, and the pages our servers answered, kept to keep the service running and
          secure.
        </li>
      </ul>
      <h2>What we do with it</h2>
      <p>
        We use it to run Cannastamp: to sign you in, show your binder, send the messages you ask for and answer your
        questions. We do not sell your information.
      </p>
      <h2>Messages</h2>
      <p>
        We send account notices by e-mail or SMS. Dispensary loyalty messages are sent only to people who signed up for
        them, and each says how to stop them.
      </p>
      <h2>Security and breaches</h2>
      <p>
        Passwords are never stored by us in readable form, and connections are encrypted. If a breach exposes your
        personal information, our policy is to tell you within 30 days of discovering it.
      </p>
      <h2>Your choices</h2>
      <p>
        You can change your details or delete your account from your account page. For anything else, write to{' '}
        <a href={`mailto:${environment.supportEmail}`}>{environment.supportEmail}</a>.
      </p>
    </article>
  );
}

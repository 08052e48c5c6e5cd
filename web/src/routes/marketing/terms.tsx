import { Link } from 'wouter';
import { pages } from '#web/app/paths.ts';

/** /termsofservice (spec 1): every legal point the spec lists, in plain words. */
export function Component() {
  return (
    <article className="legal-page" aria-labelledby="terms-title">
      <h1 id="terms-title">Terms of Service</h1>
      <p className="dimmed">Last updated November 2026</p>
      <p>
        These terms govern your use of Cannastamp, the websites, tools and tablets through which it is offered. By using
        Cannastamp you agree to them. Our <Link to={pages.privacy.href()}>Privacy Policy</Link> explains how we handle
        your information.
      </p>
      <h2>Who may use Cannastamp</h2>
      <p>
        You must be 21 years of age or older to become a member or to use Cannastamp. By entering the site you confirm
        that you are.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>You are responsible for keeping your password secret and for everything done with your account.</li>
        <li>Accounts are personal and non-transferable: you may not sell, lend or give your account to anyone else.</li>
        <li>
          On a member's death the account is deleted once we receive a copy of the death certificate from a family
          member or the estate.
        </li>
        <li>
          You may delete your account from your account page at any time. Business accounts are closed on request; the
          company's product history stays available.
        </li>
      </ul>
      <h2>Lab results and product information</h2>
      <p>
        Cannastamps and product pages are drawn from certificates of analysis supplied by producers and laboratories. We
        check them with care, but we do not test products ourselves, and the information is not medical advice.
      </p>
      <h2>Notices</h2>
      <p>
        We may send notices about your account and these terms by e-mail or by SMS to the address and number you gave
        us.
      </p>
      <h2>Claims</h2>
      <p>
        Any claim arising from these terms or from your use of Cannastamp must be brought within three (3) years after
        it arose, or it is waived.
      </p>
      <h2>Governing law and courts</h2>
      <p>
        These terms are governed by the laws of the State of Washington. Any dispute shall be heard in the state or
        federal courts located in King County, Washington, and you consent to their jurisdiction.
      </p>
      <h2>Changes</h2>
      <p>We may change these terms; we will tell you by e-mail or on the site before a change takes effect.</p>
    </article>
  );
}

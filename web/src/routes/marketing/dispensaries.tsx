import { PRICING, usd } from '#shared/constants';
import { ClaimLink } from '#web/components/claim-link.tsx';

/** /dispensaries (spec 1): the dispensary marketing page, with the kiosk, loyalty and the Pro trial. */
export function Component() {
  return (
    <article className="marketing">
      <header className="marketing-hero">
        <h1>Help every customer find the right product</h1>
        <p>
          Shoppers ask what a product will feel like. Cannastamp shows them what the lab found in it, on a tablet in
          your store and on their own phones.
        </p>
        <ClaimLink entityType="dispensary">Claim your dispensary</ClaimLink>
      </header>
      <section aria-labelledby="kiosk-title" className="plan">
        <h2 id="kiosk-title">
          Kiosk tablet tool <span className="price">{usd(PRICING.kioskMonthly)}/mo</span>
        </h2>
        <p>
          An in-store storefront for a tablet: your menu as cannastamps, searchable, with product cards your budtenders
          can print.
        </p>
      </section>
      <section aria-labelledby="loyalty-title" className="plan">
        <h2 id="loyalty-title">
          Loyalty add-on <span className="price">+{usd(PRICING.loyaltyAddOnMonthly)}/mo</span>
        </h2>
        <p>
          Customers join at the kiosk, earn points and get your offers as picture messages:{' '}
          {PRICING.loyaltyMessagesPerMonth.toLocaleString('en-US')} a month included, then {usd(PRICING.extraMessage)}{' '}
          each.
        </p>
      </section>
      <section aria-labelledby="trial-title" className="plan plan-pro">
        <h2 id="trial-title">Try dispensary Pro free for {PRICING.proTrialDays} days</h2>
        <p>
          Set up your kiosk with your full inventory and use it for {PRICING.proTrialDays} days before you pay anything.
          The loyalty add-on starts when you ask for it.
        </p>
      </section>
      <p className="marketing-cta">
        <ClaimLink entityType="dispensary">Start your free trial</ClaimLink>
      </p>
    </article>
  );
}

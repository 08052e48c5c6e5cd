import { PRICING, usd } from '#shared/constants';
import { ClaimLink } from '#web/components/claim-link.tsx';

/** /brands (spec 1): the producer and processor marketing page, with its free and Pro offers. */
export function Component() {
  return (
    <article className="marketing">
      <header className="marketing-hero">
        <h1>Your lab results, working for your brand</h1>
        <p>
          Every product you make already has a certificate of analysis. Cannastamp turns it into a picture shoppers can
          read at a glance, and keeps it next to your product wherever people look for it.
        </p>
        <ClaimLink entityType="producer">Claim your company</ClaimLink>
      </header>
      <section aria-labelledby="free-title" className="plan">
        <h2 id="free-title">Free for every producer and processor</h2>
        <ul>
          <li>
            <strong>Free certificate storage.</strong> Upload each lot's COA once; we keep it, read it and link it to
            the product.
          </li>
          <li>
            <strong>Cannastamps for every product.</strong> A badge drawn from each lab result, on your product pages,
            ready to print on labels and to download for your packaging.
          </li>
          <li>
            <strong>Product and brand pages</strong> that shoppers find by product, brand or strain name.
          </li>
        </ul>
      </section>
      <section aria-labelledby="pro-title" className="plan plan-pro">
        <h2 id="pro-title">Pro</h2>
        <ul>
          <li>
            <strong>Picture-message loyalty.</strong> Send your customers picture messages:{' '}
            {PRICING.loyaltyMessagesPerMonth.toLocaleString('en-US')} messages a month included, then{' '}
            {usd(PRICING.extraMessage)} each.
          </li>
          <li>
            <strong>Where to buy</strong> <span className="soon">coming soon</span>: show shoppers which dispensaries
            carry each product.
          </li>
        </ul>
        <p className="plan-note">
          Try Pro free for {PRICING.proTrialDays} days when you sign up: the sales kiosk. Picture-message loyalty starts
          when you ask for it.
        </p>
        <ClaimLink entityType="producer">{`Start your free ${PRICING.proTrialDays}-day Pro trial`}</ClaimLink>
      </section>
      <p className="marketing-cta">
        <ClaimLink entityType="producer">Get started free</ClaimLink>
      </p>
    </article>
  );
}

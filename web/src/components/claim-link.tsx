import { Link } from 'wouter';
import { PRO_TRIAL_OFFER } from '#shared/constants';
import { pages } from '#web/app/paths.ts';
import { useSession } from '#web/lib/session.tsx';

/** Where a business user goes to claim a company with the Pro trial (spec 1 and 2: promoted at sign-up and on /brands). */
export const claimWithTrial = () => `${pages.claimYourCompany.href()}?offer=${PRO_TRIAL_OFFER}`;

/**
 * The marketing pages' sign-up call (spec 1): a visitor signs up with the account type preselected
 * and lands on claiming a company; someone signed in goes straight to /ClaimYourCompany. Every
 * marketing page promotes the 30-day Pro trial, so the claim carries the trial offer; sign-up
 * passes it on (a business sign-up lands on the claim with the offer).
 */
export function ClaimLink({ entityType, children }: { entityType: 'producer' | 'dispensary'; children: string }) {
  const { user } = useSession();
  return (
    <Link
      className="cta-button"
      to={
        user
          ? claimWithTrial()
          : `${pages.signup.href({ CTAText: 'ClaimYourCompany', entityType })}?offer=${PRO_TRIAL_OFFER}`
      }
    >
      {children}
    </Link>
  );
}

import { Link } from 'react-router';
import { pages } from '#web/app/paths.ts';
import { useSession } from '#web/lib/session.tsx';

/**
 * The marketing pages' sign-up call (spec 1): a visitor signs up with the account type preselected
 * and lands on claiming a company; someone signed in goes straight to /ClaimYourCompany.
 */
export function ClaimLink({ entityType, children }: { entityType: 'producer' | 'dispensary'; children: string }) {
  const { user } = useSession();
  return (
    <Link
      className="cta-button"
      to={user ? pages.claimYourCompany.href() : pages.signup.href({ CTAText: 'ClaimYourCompany', entityType })}
    >
      {children}
    </Link>
  );
}

import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { isAdmin, isBusiness, isDataEntry, isReviewer } from '#shared/roles';
import { pages } from '#web/app/paths.ts';
import { readCookie } from '#web/lib/cookies.ts';
import { useSession } from '#web/lib/session.tsx';
import { KIOSK_COOKIES } from '#shared/cookies';

// The sign-in modal (a form library and Mantine's modal) loads when someone opens it.
const SignInModal = lazy(() =>
  import('#web/features/sign-in/sign-in-modal.tsx').then((m) => ({ default: m.SignInModal })),
);

/** Header navigation by role (spec 3 section 2). */
export function Nav() {
  const { user, logout, signInOpen, setSignInOpen } = useSession();
  const kiosk = readCookie(KIOSK_COOKIES.client);
  const links: [string, string][] = [];
  // a kiosk shows only its Kiosk link: no client, account or staff navigation (spec 2 section 2, spec 3)
  if (user && !kiosk) {
    // Favorites is the consumer's binder: business users keep none there (spec 1 section 6)
    if (!isBusiness(user)) links.push([pages.binder.href(), 'Favorites']);
    if (user.clientAssignment) links.push([pages.clientProducts.href({ clientId: user.clientAssignment }), 'Company']);
    else if (isBusiness(user) && !isAdmin(user)) links.push([pages.claimYourCompany.href(), 'My Company']);
    if (isAdmin(user))
      links.push(
        [pages.adminUsers.href(), 'Users'],
        [pages.adminProducts.href(), 'Products'],
        [pages.adminClients.href(), 'Clients'],
        [pages.adminLots.href(), 'Lots'],
        [pages.adminTests.href(), 'Tests'],
        [pages.adminRecalc.href(), 'Recalc'],
      );
    if (isDataEntry(user)) links.push([pages.dataEntry.href(), 'Enter Data']);
    if (isReviewer(user)) links.push([pages.dataReview.href(), 'Review Data']);
    links.push([pages.account.href({ id: user._id }), 'Account']);
  }
  if (kiosk) links.push([pages.kiosk.href({ kioskUser: decodeURIComponent(kiosk) }), 'Kiosk']);
  return (
    <nav aria-label="Main" className="site-nav">
      <ul>
        {links.map(([to, label]) => (
          <li key={to}>
            {/* NavLink marks the current page with aria-current */}
            <NavLink to={to}>{label}</NavLink>
          </li>
        ))}
        {user ? (
          <li>
            <button type="button" className="nav-button" onClick={() => void logout()}>
              Logout
            </button>
          </li>
        ) : (
          <>
            <li>
              <button type="button" className="nav-button" onClick={() => setSignInOpen(true)}>
                Sign In
              </button>
            </li>
            <li>
              <Link to={pages.signup.href()} className="nav-cta">
                Sign Up
              </Link>
            </li>
          </>
        )}
      </ul>
      {signInOpen && (
        <Suspense fallback={null}>
          <SignInModal onClose={() => setSignInOpen(false)} />
        </Suspense>
      )}
    </nav>
  );
}

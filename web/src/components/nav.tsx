import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { readCookie } from '../lib/cookies.ts';
import { useSession } from '../lib/session.tsx';

// The sign-in modal (a form library and Mantine's modal) loads when someone opens it.
const SignInModal = lazy(() => import('./sign-in-modal.tsx').then((m) => ({ default: m.SignInModal })));

/** Header navigation by role (spec 3 section 2). */
export function Nav() {
  const { user, logout, signInOpen, setSignInOpen } = useSession();
  const kiosk = readCookie('kioskUser');
  const links: [string, string][] = [];
  if (user) {
    const business = user.processorUser || user.dispensaryUser;
    if (!business) links.push(['/binder', 'Favorites']);
    if (user.clientAssignment) links.push([`/client/${user.clientAssignment}/manageProducts`, 'Company']);
    else if (business && !user.adminUser) links.push(['/ClaimYourCompany', 'My Company']);
    if (user.adminUser)
      links.push(['/admin/users', 'Users'], ['/admin/products', 'Products'], ['/admin/clients', 'Clients'], ['/admin/lots', 'Lots'], ['/admin/testResults', 'Tests']);
    if (user.adminUser || user.serviceDataEntry) links.push(['/admin/service/tests/entry', 'Enter Data']);
    if (user.adminUser || user.serviceReview) links.push(['/admin/service/tests/review', 'Review Data']);
    links.push([`/user/${user._id}`, 'Account']);
  }
  if (kiosk) links.push([`/whitelabel/${decodeURIComponent(kiosk)}`, 'Kiosk']);
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
              <Link to="/signup" className="nav-cta">
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

import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { usePathname } from '#web/lib/navigation.ts';
import { pages } from '#web/app/paths.ts';
import { navFor } from '#web/app/places.ts';
import { readCookie } from '#web/lib/cookies.ts';
import { forgetPendingAction } from '#web/lib/pending-action.ts';
import { useSession } from '#web/lib/session.tsx';
import { KIOSK_COOKIES } from '#shared/cookies';

// The sign-in modal (a form library and Mantine's modal) loads when someone opens it.
const SignInModal = lazy(() =>
  import('#web/features/account/sign-in/sign-in-modal.tsx').then((m) => ({ default: m.SignInModal })),
);

/** Header navigation by role (spec 3 section 2): the pages' nav places (shared/pages.ts). */
export function Nav() {
  const { user, logout, signInOpen, setSignInOpen } = useSession();
  const pathname = usePathname();
  const kiosk = readCookie(KIOSK_COOKIES.client);
  // a kiosk shows only its Kiosk link: no client, account or staff navigation (spec 2 section 2, spec 3)
  const links = user && !kiosk ? navFor(user) : [];
  if (kiosk) {
    const href = pages.kiosk.href({ kioskUser: decodeURIComponent(kiosk) });
    links.push({ href, label: 'Kiosk', area: `${href}/` });
  }
  return (
    <nav aria-label="Main" className="site-nav">
      <ul>
        {links.map(({ href, label, area }) => (
          <li key={href}>
            {/* the current page, or a page of the place it stands for, is marked as react-router's NavLink marked it */}
            <Link to={href} aria-current={pathname === href || pathname.startsWith(area) ? 'page' : undefined}>
              {label}
            </Link>
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
              {/* signing in from the header is not finishing what was started on a product */}
              <button
                type="button"
                className="nav-button"
                onClick={() => {
                  forgetPendingAction();
                  setSignInOpen(true);
                }}
              >
                Sign In
              </button>
            </li>
            <li>
              <Link to={pages.signup.href()} className="nav-cta" onClick={forgetPendingAction}>
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

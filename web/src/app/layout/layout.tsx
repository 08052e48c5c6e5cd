import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation } from 'react-router';
import { COPYRIGHT } from '#shared/constants';
import { lazy, Suspense, useState } from 'react';
import { AGE_GATE_COOKIE } from '#shared/cookies';
import { readCookie } from '#web/lib/cookies.ts';
import { pages } from '#web/app/paths.ts';
import { metaQuery } from './api.ts';
import { Nav } from './nav.tsx';

// Header and footer are plain markup (no Mantine): they are on every first visit. The gate loads only for visitors who have not passed it today.
const AgeGate = lazy(() => import('./age-gate.tsx').then((m) => ({ default: m.AgeGate })));
const ageGatePassed = () => readCookie(AGE_GATE_COOKIE) === 'true';

const FOOTER_LINKS = [
  [pages.about.href(), 'About'],
  [pages.producers.href(), 'Producers & Processors'],
  [pages.dispensaries.href(), 'Dispensaries'],
  [pages.blog.href(), 'CannaTalk'],
  [pages.terpestival.href(), 'Terpestival'],
  [pages.invest.href(), 'Invest'],
  [pages.contact.href(), 'Contact'],
  [pages.privacy.href(), 'Privacy'],
  [pages.terms.href(), 'Terms of Service'],
] as const;

/** Pages a visitor may read before passing the age gate: the two it links to, and the goodbye page logout clears it on. */
const UNGATED = [pages.privacy.href(), pages.terms.href(), pages.goodbye.href()];

export function Layout() {
  const { pathname } = useLocation();
  const [passed, setPassed] = useState(ageGatePassed);
  const meta = useQuery(metaQuery());
  const gated = !passed && !UNGATED.includes(pathname);
  return (
    <>
      <header className="site-header">
        <div className="container header-row">
          <Link to={pages.root.href()} className="logo" title={meta.data?.appVersion} aria-label="Cannastamp home">
            Cannastamp
          </Link>
          {!gated && <Nav />}
        </div>
      </header>
      <main className="site-main" aria-hidden={gated || undefined}>
        <div className="container">{gated ? null : <Outlet />}</div>
      </main>
      <footer className="site-footer">
        <div className="container">
          <nav aria-label="Footer">
            <ul className="footer-links">
              {FOOTER_LINKS.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="copyright">© {COPYRIGHT} Cannastamp</p>
        </div>
      </footer>
      {gated && (
        <Suspense fallback={null}>
          <AgeGate onPass={() => setPassed(true)} />
        </Suspense>
      )}
    </>
  );
}

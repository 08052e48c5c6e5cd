import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { COPYRIGHT } from '#shared/constants';
import { lazy, Suspense, useState } from 'react';
import { AGE_GATE_COOKIE } from '#shared/cookies';
import { readCookie } from '#web/lib/cookies.ts';
import { pages } from '#web/app/paths.ts';
import { BEFORE_AGE_GATE, FOOTER_LINKS, HEADER_SEARCH } from '#web/app/places.ts';
import { matchesPattern, usePathname } from '#web/lib/navigation.ts';
import { metaQuery } from './api.ts';
import { HeaderSearch } from './header-search.tsx';
import { Nav } from './nav.tsx';

// Header and footer are plain markup (no Mantine): they are on every first visit. The gate loads only for visitors who have not passed it today.
const AgeGate = lazy(() => import('./age-gate.tsx').then((m) => ({ default: m.AgeGate })));
const ageGatePassed = () => readCookie(AGE_GATE_COOKIE) === 'true';

export function Layout({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [passed, setPassed] = useState(ageGatePassed);
  const meta = useQuery(metaQuery());
  // the pages the gate links to, and the goodbye page logout clears it on, are read before it
  const gated = !passed && !BEFORE_AGE_GATE.some((p) => matchesPattern(p, pathname));
  const search = !gated && HEADER_SEARCH.some((p) => matchesPattern(p, pathname));
  return (
    <>
      <header className="site-header">
        <div className="container header-row">
          <Link to={pages.root.href()} className="logo" title={meta.data?.appVersion} aria-label="Cannastamp home">
            Cannastamp
          </Link>
          {/* keyed by page: a new page starts with an empty box */}
          {search && <HeaderSearch key={pathname} />}
          {!gated && <Nav />}
        </div>
      </header>
      <main className="site-main" aria-hidden={gated || undefined}>
        <div className="container">{gated ? null : children}</div>
      </main>
      <footer className="site-footer">
        <div className="container">
          <nav aria-label="Footer">
            <ul className="footer-links">
              {FOOTER_LINKS.map(({ href, label }) => (
                <li key={href}>
                  <Link to={href}>{label}</Link>
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

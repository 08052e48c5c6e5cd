import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router';
import { readCookie } from '#web/lib/cookies.ts';
import { pages, TERPESTIVAL_PREFIX } from './paths.ts';
import { Layout } from './layout/layout.tsx';
import { AdminGate } from './admin-gate.tsx';
import { KIOSK_COOKIES } from '#shared/cookies';

type View = { Component: ComponentType };

/**
 * Every module under routes/, loaded when its page opens: each page is its own chunk, so a first
 * visit downloads only the page it opens. Pages fetch their own data with TanStack Query, so the
 * router's declarative mode is enough (its data router would add about 9 KB gzip to every first visit).
 */
const views = import.meta.glob<View>('../routes/**/*.tsx');

/** Page modules that arrived before the first render (preloadView): drawn at once, never suspending. */
const ready = new Map<string, ComponentType>();

const lazyView = (view: string) => {
  const load = views[`../routes/${view}.tsx`];
  if (!load) throw new Error(`no view routes/${view}.tsx`);
  const Page = lazy(() => load().then((m) => ({ default: m.Component })));
  return <View view={view} Page={Page} />;
};

function View({ view, Page }: { view: string; Page: ComponentType }) {
  const Ready = ready.get(view);
  if (Ready) return <Ready />;
  return (
    <Suspense
      fallback={
        <p className="page-loading" role="status">
          Loading
        </p>
      }
    >
      <Page />
    </Suspense>
  );
}

const all = Object.values(pages);
/** One element per page, made once: a page keeps its state while only its parameters change. */
const elements = new Map(all.map((p) => [p, lazyView(p.view)]));
const notFound = lazyView('not-found');
const terpestival = elements.get(pages.terpestival);
const clientShell = lazyView('client/shell');
const CLIENT_AREA = '/client/:clientId';
/** The admin area's gates, one per staff rule (admin-gate.tsx): each rule's pages nest under its own. */
const GATES = (['admin', 'dataEntry', 'review'] as const).map(
  (access) => [access, <AdminGate access={access} />] as const,
);

/**
 * Loads the module of the page at this address before the app's first render. A page that
 * suspends on the first render shows the fallback, and React then holds the page back for at
 * least 300 ms after it (its Suspense reveal throttle) even when the module came a moment later:
 * on a kiosk tablet that was most of the time to the first card. An address of no page loads nothing.
 */
export async function preloadView(pathname: string) {
  const match = matchRoutes(
    all.map((p) => ({ path: p.path, view: p.view })),
    pathname,
  )?.at(-1)?.route;
  const load = match && views[`../routes/${match.view}.tsx`];
  if (load) ready.set(match.view, (await load()).Component);
}

const routesOf = (list: typeof all) => list.map((p) => <Route key={p.path} path={p.path} element={elements.get(p)} />);

/** /terp* (spec 1) is a prefix, which a route pattern cannot say: the catch-all tells it apart. */
function Fallback() {
  const { pathname } = useLocation();
  return pathname.toLowerCase().startsWith(TERPESTIVAL_PREFIX) ? terpestival : notFound;
}

/**
 * A locked kiosk (docs/client-kiosk-lock.md) shows its own storefront, whatever address is opened.
 * Apart from AppRoutes so that only this follows the address.
 */
function KioskGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const kioskUser = readCookie(KIOSK_COOKIES.client);
  const kioskHome = kioskUser && pages.kiosk.href({ kioskUser: decodeURIComponent(kioskUser) });
  if (kioskHome && pathname !== kioskHome) return <Navigate to={kioskHome} replace />;
  return children;
}

const bare = all.filter((p) => p.bare);
const inClientArea = (p: (typeof all)[number]) => p.path.startsWith(`${CLIENT_AREA}/`);
const framed = all.filter((p) => !p.bare && !p.gate && !inClientArea(p));
const clientArea = all.filter((p) => !p.bare && inClientArea(p));

/**
 * Every page of the table (shared/pages.ts) at its path: bare pages alone (the white-label kiosk),
 * the rest inside the layout, a company's pages inside the client shell and the admin pages under
 * the gate of their rule.
 */
export function AppRoutes() {
  return (
    <KioskGate>
      <Routes>
        {routesOf(bare)}
        <Route element={<Layout />}>
          {routesOf(framed)}
          <Route path={CLIENT_AREA} element={clientShell}>
            {routesOf(clientArea)}
            {/* an address under a company that names no page: not found, inside the shell (after its checks) */}
            <Route path="*" element={notFound} />
          </Route>
          <Route path="/admin">
            {GATES.map(([access, gate]) => (
              <Route key={access} element={gate}>
                {routesOf(all.filter((p) => p.gate === access))}
                {/* an admin address that names no page: not found, once the admin gate has passed */}
                {access === 'admin' && <Route path="*" element={notFound} />}
              </Route>
            ))}
          </Route>
          <Route path="*" element={<Fallback />} />
        </Route>
      </Routes>
    </KioskGate>
  );
}

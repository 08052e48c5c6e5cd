import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { readCookie } from '#web/lib/cookies.ts';
import { matchesPattern, usePathname } from '#web/lib/navigation.ts';
import { startPageReads } from '#web/api/early-reads.ts';
import { CLIENT_AREA, CLIENT_SHELL_READS, CLIENT_SHELL_VIEW, pages, TERPESTIVAL_PREFIX } from './paths.ts';
import { Layout } from './layout/layout.tsx';
import { AdminGate } from './admin-gate.tsx';
import { KIOSK_COOKIES, SESSION_COOKIES } from '#shared/cookies';

type View = { Component: ComponentType<{ children?: ReactNode }> };

/**
 * Every module under routes/, loaded when its page opens: each page is its own chunk, so a first
 * visit downloads only the page it opens. Pages fetch their own data with TanStack Query, so the
 * router only matches addresses (wouter, not a data router).
 */
const views = import.meta.glob<View>('../routes/**/*.tsx');

/** Page modules that arrived before the first render (preloadView): drawn at once, never suspending. */
const ready = new Map<string, View['Component']>();

const loading = (
  <p className="page-loading" role="status">
    Loading
  </p>
);

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
    <Suspense fallback={loading}>
      <Page />
    </Suspense>
  );
}

/** The client area's shell, around whichever of its pages the address names. */
const SHELL = CLIENT_SHELL_VIEW;
const Shell = lazy(() => views[`../routes/${SHELL}.tsx`]!().then((m) => ({ default: m.Component })));
function ClientShell({ children }: { children: ReactNode }) {
  const Ready = ready.get(SHELL);
  if (Ready) return <Ready>{children}</Ready>;
  return (
    <Suspense fallback={loading}>
      <Shell>{children}</Shell>
    </Suspense>
  );
}

/**
 * The pages, most specific pattern first: the router takes the first that matches, where
 * react-router ranked them, so a literal segment outranks a parameter at the first place they
 * differ ('/admin/blog' before '/admin/:anything'), and an optional parameter ranks last.
 */
const segmentRank = (segment: string) => (segment.startsWith(':') ? (segment.endsWith('?') ? 1 : 2) : 3);
const bySpecificity = (a: { path: string }, b: { path: string }) => {
  const x = a.path.split('/').map(segmentRank);
  const y = b.path.split('/').map(segmentRank);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (y[i] ?? 0) - (x[i] ?? 0);
    if (d) return d;
  }
  return 0;
};
const all = Object.values(pages).sort(bySpecificity);
/** One element per page, made once: a page keeps its state while only its parameters change. */
const elements = new Map(all.map((p) => [p, lazyView(p.view)]));
const notFound = lazyView('not-found');
const terpestival = elements.get(pages.terpestival);

/**
 * Loads the module of the page at this address before the app's first render. A page that
 * suspends on the first render shows the fallback, and React then holds the page back for at
 * least 300 ms after it (its Suspense reveal throttle) even when the module came a moment later:
 * on a kiosk tablet that was most of the time to the first card. The page's first reads start
 * here too (shared/pages.ts `reads`), beside its module. An address of no page loads nothing.
 */
export async function preloadView(pathname: string) {
  const match = all.find((p) => matchesPattern(p.path, pathname));
  if (!match) return;
  const company = inClientArea(match);
  // a company's reads answer only a session: without one the shell sends the visitor away unread
  if (!company) startPageReads(match, pathname);
  else if (readCookie(SESSION_COOKIES.user))
    startPageReads({ path: match.path, reads: [...CLIENT_SHELL_READS, ...(match.reads ?? [])] }, pathname);
  // a company's page comes with its shell, whose checks then start with the first render
  const wanted = company ? [match.view, SHELL] : [match.view];
  await Promise.all(
    wanted.map(async (view) => {
      const load = views[`../routes/${view}.tsx`];
      if (load) ready.set(view, (await load()).Component);
    }),
  );
}

type Page = (typeof all)[number];
const routesOf = (list: Page[], wrap: (page: Page, element: ReactNode) => ReactNode = (_, element) => element) =>
  list.map((p) => (
    <Route key={p.path} path={p.path}>
      {wrap(p, elements.get(p))}
    </Route>
  ));

/** /terp* (spec 1) is a prefix, which a route pattern cannot say: the catch-all tells it apart. */
function Fallback() {
  return usePathname().toLowerCase().startsWith(TERPESTIVAL_PREFIX) ? terpestival : notFound;
}

/**
 * A locked kiosk (docs/client-kiosk-lock.md) shows its own storefront, whatever address is opened.
 * Apart from AppRoutes so that only this follows the address.
 */
function KioskGate({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const kioskUser = readCookie(KIOSK_COOKIES.client);
  const kioskHome = kioskUser && pages.kiosk.href({ kioskUser: decodeURIComponent(kioskUser) });
  if (kioskHome && pathname !== kioskHome) return <Redirect to={kioskHome} replace />;
  return children;
}

const bare = all.filter((p) => p.bare);
const inClientArea = (p: Page) => p.path.startsWith(`${CLIENT_AREA}/`);
const framed = all.filter((p) => !p.bare && !p.gate && !inClientArea(p));
const clientArea = all.filter((p) => !p.bare && inClientArea(p));
const gated = all.filter((p) => p.gate);

/**
 * Every page of the table (shared/pages.ts) at its path: bare pages alone (the white-label kiosk),
 * the rest inside the layout, a company's pages inside the client shell and the admin pages behind
 * the gate of their rule. The layout and the client shell are one route each, so moving between
 * their pages keeps them (and the shell's company query) mounted.
 */
export function AppRoutes() {
  return (
    <KioskGate>
      <Switch>
        {routesOf(bare)}
        <Route>
          <Layout>
            <Switch>
              {routesOf(framed)}
              {/* an address under a company that names no page: not found, inside the shell (after its checks) */}
              <Route path={`${CLIENT_AREA}/*?`}>
                <ClientShell>
                  <Switch>
                    {routesOf(clientArea)}
                    <Route>{notFound}</Route>
                  </Switch>
                </ClientShell>
              </Route>
              {routesOf(gated, (p, element) => (
                <AdminGate access={p.gate!}>{element}</AdminGate>
              ))}
              {/* an admin address that names no page: not found, once the admin gate has passed */}
              <Route path="/admin/*?">
                <AdminGate access="admin">{notFound}</AdminGate>
              </Route>
              <Route>
                <Fallback />
              </Route>
            </Switch>
          </Layout>
        </Route>
      </Switch>
    </KioskGate>
  );
}

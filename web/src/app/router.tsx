import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { readCookie } from '#web/lib/cookies.ts';
import { pages, TERPESTIVAL_PREFIX } from './paths.ts';
import { Layout } from './layout/layout.tsx';
import type { StaffAccess } from '#web/routes/admin/gate.tsx';
import { KIOSK_COOKIES } from '#shared/cookies';

/**
 * Each page is its own chunk: a first visit downloads only the page it opens. Pages fetch their own
 * data with TanStack Query, so the router's declarative mode is enough (its data router would add
 * about 9 KB gzip to every first visit).
 */
const page = (load: () => Promise<{ Component: ComponentType }>) => {
  const Page = lazy(() => load().then((m) => ({ default: m.Component })));
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
};

const home = page(() => import('#web/routes/consumer/home.tsx'));
const terpestival = page(() => import('#web/routes/consumer/terpestival.tsx'));
const notFound = page(() => import('#web/routes/not-found.tsx'));
/** The admin area's gate for one staff rule (routes/admin/gate.tsx): its pages nest under it. */
const adminGate = (access: StaffAccess) =>
  page(() => import('#web/routes/admin/gate.tsx').then((m) => ({ Component: () => <m.AdminGate access={access} /> })));

/** /terp* (spec 1) is a prefix, which a route pattern cannot say: the catch-all tells it apart. */
function Fallback() {
  const { pathname } = useLocation();
  return pathname.toLowerCase().startsWith(TERPESTIVAL_PREFIX) ? terpestival : notFound;
}

const kiosk = page(() => import('#web/routes/kiosk/whitelabel.tsx'));

/**
 * A locked kiosk (docs/client-kiosk-lock.md) shows its own storefront, whatever address is opened.
 * Apart from AppRoutes so that only this follows the address: AppRoutes builds each page's lazy
 * element as it renders, and rendering it again on every navigation would make new pages of them.
 */
function KioskGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const kioskUser = readCookie(KIOSK_COOKIES.client);
  const kioskHome = kioskUser && pages.kiosk.href({ kioskUser: decodeURIComponent(kioskUser) });
  if (kioskHome && pathname !== kioskHome) return <Navigate to={kioskHome} replace />;
  return children;
}

/** Every page at its path from shared/pages.ts, inside the layout (the kiosk storefront outside it). */
export function AppRoutes() {
  return (
    <KioskGate>
      <Routes>
        {/* the kiosk storefront is white-label: no site header, nav or footer */}
        <Route path={pages.kiosk.path} element={kiosk} />
        <Route element={<Layout />}>
          <Route path={pages.root.path} element={home} />
          <Route path={pages.home.path} element={home} />
          <Route path={pages.blog.path} element={page(() => import('#web/routes/consumer/blog.tsx'))} />
          <Route path={pages.binder.path} element={page(() => import('#web/routes/consumer/binder.tsx'))} />
          <Route path={pages.search.path} element={page(() => import('#web/routes/consumer/search.tsx'))} />
          <Route path={pages.product.path} element={page(() => import('#web/routes/consumer/product.tsx'))} />
          <Route path={pages.brand.path} element={page(() => import('#web/routes/consumer/brand.tsx'))} />
          <Route path={pages.labResult.path} element={page(() => import('#web/routes/consumer/lab-result.tsx'))} />
          <Route path={pages.signup.path} element={page(() => import('#web/routes/account/signup.tsx'))} />
          <Route path={pages.goodbye.path} element={page(() => import('#web/routes/account/goodbye.tsx'))} />
          <Route
            path={pages.resetPassword.path}
            element={page(() => import('#web/routes/account/reset-password.tsx'))}
          />
          <Route path={pages.account.path} element={page(() => import('#web/routes/account/account.tsx'))} />
          <Route path={pages.producers.path} element={page(() => import('#web/routes/marketing/producers.tsx'))} />
          <Route
            path={pages.dispensaries.path}
            element={page(() => import('#web/routes/marketing/dispensaries.tsx'))}
          />
          <Route path={pages.about.path} element={page(() => import('#web/routes/marketing/about.tsx'))} />
          <Route path={pages.help.path} element={page(() => import('#web/routes/marketing/help.tsx'))} />
          <Route path={pages.contact.path} element={page(() => import('#web/routes/marketing/contact.tsx'))} />
          <Route path={pages.invest.path} element={page(() => import('#web/routes/marketing/invest.tsx'))} />
          <Route path={pages.terms.path} element={page(() => import('#web/routes/marketing/terms.tsx'))} />
          <Route path={pages.privacy.path} element={page(() => import('#web/routes/marketing/privacy.tsx'))} />
          <Route
            path={pages.claimYourCompany.path}
            element={page(() => import('#web/routes/client/claim-your-company.tsx'))}
          />
          <Route path="/client/:clientId" element={page(() => import('#web/routes/client/shell.tsx'))}>
            {/* the business client area: each page's absolute path from shared/pages.ts */}
            <Route
              path={pages.clientProducts.path}
              element={page(() => import('#web/routes/client/manage-products.tsx'))}
            />
            <Route
              path={pages.clientProduct.path}
              element={page(() => import('#web/routes/client/manage-product.tsx'))}
            />
            <Route
              path={pages.clientAddProduct.path}
              element={page(() => import('#web/routes/client/manage-product.tsx'))}
            />
            <Route
              path={pages.clientBrands.path}
              element={page(() => import('#web/routes/client/manage-brands.tsx'))}
            />
            <Route path={pages.clientBrand.path} element={page(() => import('#web/routes/client/manage-brand.tsx'))} />
            <Route path={pages.clientInventory.path} element={page(() => import('#web/routes/client/inventory.tsx'))} />
            <Route
              path={pages.clientProSignup.path}
              element={page(() => import('#web/routes/client/pro-signup.tsx'))}
            />
            <Route path={pages.clientProfile.path} element={page(() => import('#web/routes/client/profile.tsx'))} />
            <Route
              path={pages.clientParentLots.path}
              element={page(() => import('#web/routes/client/parent-lots.tsx'))}
            />
            <Route
              path={pages.clientShipmentLots.path}
              element={page(() => import('#web/routes/client/shipment-lots.tsx'))}
            />
            <Route
              path={pages.clientWelcome.path}
              element={page(() => import('#web/routes/client/welcome-producer.tsx'))}
            />
            <Route
              path={pages.clientCoaEntry.path}
              element={page(() => import('#web/routes/client/premium-coa-entry.tsx'))}
            />
            <Route
              path={pages.clientKioskSettings.path}
              element={page(() => import('#web/routes/client/kiosk-settings.tsx'))}
            />
            <Route path={pages.clientTraining.path} element={page(() => import('#web/routes/client/training.tsx'))} />
            <Route
              path={pages.clientLoyaltyAnalytics.path}
              element={page(() => import('#web/routes/client/loyalty-analytics.tsx'))}
            />
            <Route path={pages.clientLoyalty.path} element={page(() => import('#web/routes/client/loyalty.tsx'))} />
            <Route
              path={pages.clientPrintStickers.path}
              element={page(() => import('#web/routes/client/print-stickers.tsx'))}
            />
            <Route path={pages.clientMaterials.path} element={page(() => import('#web/routes/client/materials.tsx'))} />
            <Route
              path={pages.clientTestResult.path}
              element={page(() => import('#web/routes/client/test-result.tsx'))}
            />
            <Route
              path={pages.clientTestResults.path}
              element={page(() => import('#web/routes/client/test-results.tsx'))}
            />
            {/* an address under a company that names no page: not found, inside the shell (after its checks) */}
            <Route path="*" element={notFound} />
          </Route>
          <Route path="/admin">
            {/* the admin area (spec 3): each page under the gate of its rule, at its path from shared/pages.ts */}
            <Route element={adminGate('admin')}>
              <Route path={pages.adminProducts.path} element={page(() => import('#web/routes/admin/products.tsx'))} />
              <Route path={pages.adminLots.path} element={page(() => import('#web/routes/admin/lots.tsx'))} />
              <Route path={pages.adminUsers.path} element={page(() => import('#web/routes/admin/users.tsx'))} />
              <Route path={pages.adminClients.path} element={page(() => import('#web/routes/admin/clients.tsx'))} />
              <Route
                path={pages.adminAddClient.path}
                element={page(() => import('#web/routes/admin/add-client.tsx'))}
              />
              <Route path={pages.adminTests.path} element={page(() => import('#web/routes/admin/test-results.tsx'))} />
              <Route path={pages.adminRecalc.path} element={page(() => import('#web/routes/admin/recalc.tsx'))} />
              {/* an admin address that names no page: not found, once the gate has passed */}
              <Route path="*" element={notFound} />
            </Route>
            <Route element={adminGate('dataEntry')}>
              <Route path={pages.dataEntry.path} element={page(() => import('#web/routes/admin/data-entry.tsx'))} />
            </Route>
            <Route element={adminGate('review')}>
              <Route path={pages.dataReview.path} element={page(() => import('#web/routes/admin/data-review.tsx'))} />
            </Route>
          </Route>
          <Route path="*" element={<Fallback />} />
        </Route>
      </Routes>
    </KioskGate>
  );
}

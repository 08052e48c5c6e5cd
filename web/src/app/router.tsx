import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { pages, TERPESTIVAL_PREFIX } from './paths.ts';
import { Layout } from './layout/layout.tsx';

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

/** /terp* (spec 1) is a prefix, which a route pattern cannot say: the catch-all tells it apart. */
function Fallback() {
  const { pathname } = useLocation();
  return pathname.toLowerCase().startsWith(TERPESTIVAL_PREFIX) ? terpestival : notFound;
}

/** Every page at its path from shared/pages.ts, inside the layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={pages.root.path} element={home} />
        <Route path={pages.home.path} element={home} />
        <Route path={pages.blog.path} element={page(() => import('#web/routes/consumer/blog.tsx'))} />
        <Route path={pages.binder.path} element={page(() => import('#web/routes/consumer/binder.tsx'))} />
        <Route path={pages.search.path} element={page(() => import('#web/routes/consumer/search.tsx'))} />
        <Route path={pages.product.path} element={page(() => import('#web/routes/consumer/product.tsx'))} />
        <Route path={pages.brand.path} element={page(() => import('#web/routes/consumer/brand.tsx'))} />
        <Route path={pages.signup.path} element={page(() => import('#web/routes/account/signup.tsx'))} />
        <Route path={pages.goodbye.path} element={page(() => import('#web/routes/account/goodbye.tsx'))} />
        <Route path={pages.resetPassword.path} element={page(() => import('#web/routes/account/reset-password.tsx'))} />
        <Route path={pages.account.path} element={page(() => import('#web/routes/account/account.tsx'))} />
        <Route path={pages.producers.path} element={page(() => import('#web/routes/marketing/producers.tsx'))} />
        <Route path={pages.dispensaries.path} element={page(() => import('#web/routes/marketing/dispensaries.tsx'))} />
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
          <Route path={pages.clientBrands.path} element={page(() => import('#web/routes/client/manage-brands.tsx'))} />
          <Route path={pages.clientBrand.path} element={page(() => import('#web/routes/client/manage-brand.tsx'))} />
          <Route path={pages.clientInventory.path} element={page(() => import('#web/routes/client/inventory.tsx'))} />
          <Route path={pages.clientProSignup.path} element={page(() => import('#web/routes/client/pro-signup.tsx'))} />
          <Route path={pages.clientProfile.path} element={page(() => import('#web/routes/client/profile.tsx'))} />
          {/* an address under a company that names no page: not found, inside the shell (after its checks) */}
          <Route path="*" element={notFound} />
        </Route>
        <Route path="*" element={<Fallback />} />
      </Route>
    </Routes>
  );
}

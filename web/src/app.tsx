import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { Layout } from './components/layout.tsx';
import { SessionProvider } from './lib/session.tsx';
import { theme } from './theme.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: (n, e) => n < 2 && !(e as { status?: number }).status } },
});

/**
 * Each page is its own chunk: a first visit downloads only the page it opens. Pages fetch their own
 * data with TanStack Query, so the router's declarative mode is enough (its data router would add
 * about 9 KB gzip to every first visit).
 */
const page = (load: () => Promise<{ Component: ComponentType }>) => {
  const Page = lazy(() => load().then((m) => ({ default: m.Component })));
  return (
    <Suspense fallback={<p className="page-loading" role="status">Loading</p>}>
      <Page />
    </Suspense>
  );
};

const home = page(() => import('./routes/consumer/home.tsx'));
const signup = page(() => import('./routes/account/signup.tsx'));
const terpestival = page(() => import('./routes/consumer/terpestival.tsx'));
const notFound = page(() => import('./routes/not-found.tsx'));

/** /terp* (spec 1) is a prefix, which a route pattern cannot say: the catch-all tells it apart. */
function Fallback() {
  const { pathname } = useLocation();
  return pathname.toLowerCase().startsWith('/terp') ? terpestival : notFound;
}

export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SessionProvider>
          <Routes>
            <Route element={<Layout />}>
              <Route index element={home} />
              <Route path="home" element={home} />
              <Route path="cannatalk/:id?" element={page(() => import('./routes/consumer/blog.tsx'))} />
              <Route path="binder" element={page(() => import('./routes/consumer/binder.tsx'))} />
              <Route path="search/:searchString?" element={page(() => import('./routes/consumer/search.tsx'))} />
              <Route path="product/:id/:referenceLotId?" element={page(() => import('./routes/consumer/product.tsx'))} />
              <Route path="brand/:brandId" element={page(() => import('./routes/consumer/brand.tsx'))} />
              <Route path="signup/:CTAText?/:entityType?" element={signup} />
              <Route path="goodbye" element={page(() => import('./routes/account/goodbye.tsx'))} />
              <Route path="resetPassword/:resetToken" element={page(() => import('./routes/account/reset-password.tsx'))} />
              <Route path="user/:id" element={page(() => import('./routes/account/account.tsx'))} />
              <Route path="brands" element={page(() => import('./routes/marketing/producers.tsx'))} />
              <Route path="dispensaries" element={page(() => import('./routes/marketing/dispensaries.tsx'))} />
              <Route path="about" element={page(() => import('./routes/marketing/about.tsx'))} />
              <Route path="help" element={page(() => import('./routes/marketing/help.tsx'))} />
              <Route path="contact" element={page(() => import('./routes/marketing/contact.tsx'))} />
              <Route path="invest" element={page(() => import('./routes/marketing/invest.tsx'))} />
              <Route path="termsofservice" element={page(() => import('./routes/marketing/terms.tsx'))} />
              <Route path="privacy" element={page(() => import('./routes/marketing/privacy.tsx'))} />
              <Route path="*" element={<Fallback />} />
            </Route>
          </Routes>
          </SessionProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}

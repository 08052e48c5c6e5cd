import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Layout } from './components/layout.tsx';
import { theme } from './theme.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: (n, e) => n < 2 && !(e as { status?: number }).status } },
});

// Each area is its own chunk: a first visit downloads only the page it opens.
const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, lazy: () => import('./routes/consumer/home.tsx') },
      { path: 'home', lazy: () => import('./routes/consumer/home.tsx') },
      { path: 'product/:id/:referenceLotId?', lazy: () => import('./routes/consumer/product.tsx') },
      { path: 'brand/:brandId', lazy: () => import('./routes/consumer/brand.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]);

export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}

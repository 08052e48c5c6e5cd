import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '#web/lib/session.tsx';
import { AppRoutes } from './router.tsx';
import { theme } from './theme.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: (n, e) => n < 2 && !(e as { status?: number }).status } },
});

/** The providers every page runs inside: theme, query cache and session (the router needs none: it reads the address). */
export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

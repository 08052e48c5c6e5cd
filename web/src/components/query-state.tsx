import { Alert, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../api/client.ts';
import { NotFound } from '../routes/not-found.tsx';

/** Loading, not-found and failure states shared by every page that fetches. */
export function QueryState<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending)
    return (
      <Center py={64}>
        <Loader aria-label="Loading" />
      </Center>
    );
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) return <NotFound what={what} />;
    return (
      <Alert color="red" title="Something went wrong" role="alert">
        We couldn't load this {what}. Please try again in a minute.
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}

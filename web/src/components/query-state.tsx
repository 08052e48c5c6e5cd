import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '#web/api/client.ts';
import { NotFound } from './not-found.tsx';

/** Loading, not-found and failure states shared by every page that fetches. */
export function QueryState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <p className="page-loading" role="status">
        Loading
      </p>
    );
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400))
      return <NotFound what={what} />;
    return (
      <div className="alert" role="alert">
        <strong>Something went wrong.</strong> We couldn't load this {what}. Please try again in a minute.
        {/* the server's reason, or the call's own failure text when it gave none */}
        {isApiError(query.error) && <p className="alert-details">{query.error.message}</p>}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

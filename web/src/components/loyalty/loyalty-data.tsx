import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import * as loyaltyMessages from '#shared/messages/client/loyalty';
import { isApiError } from '#web/api/client.ts';

/** A data error as the loyalty header prints it (spec 3 §2: "prints data errors as JSON"). */
export interface LoyaltyDataError {
  view: string;
  status?: number;
  message: string;
}

const ReportContext = createContext<(error: LoyaltyDataError) => void>(() => undefined);

/** The loyalty page gives its views this: a view's failed load lands in the page's header. */
export const LoyaltyErrorReporter = ReportContext.Provider;

/** Report a data error to the loyalty header (also what a view without a query uses, e.g. a failed save it cannot show inline). */
export const useReportLoyaltyError = () => useContext(ReportContext);

/**
 * The data of one loyalty view: 'please wait for data to load' while its query is pending (so
 * switching view while loading says so), the failure reported to the page's header as JSON, and
 * the view's own empty fallback meanwhile (a network failure leaves an empty list, spec 3 §8).
 */
export function LoyaltyData<T>({
  query,
  view,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  view: string;
  /** What the view shows once its load failed (an empty list, or a message the spec names). */
  failed: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const report = useReportLoyaltyError();
  const error = query.error;
  useEffect(() => {
    if (!error) return;
    report({ view, ...(isApiError(error) ? { status: error.status } : {}), message: error.message });
  }, [error, report, view]);
  if (query.isPending)
    return (
      <p className="page-loading" role="status">
        {loyaltyMessages.waitForData}
      </p>
    );
  if (query.isError) return <>{failed}</>;
  return <>{children(query.data)}</>;
}

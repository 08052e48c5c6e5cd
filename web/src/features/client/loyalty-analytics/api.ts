import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '#shared/loyalty-periods';
import { call } from '#web/api/client.ts';

/** The days asked: both ends, or neither for the server's last 12 weeks. */
export interface FiguresRange {
  from?: string;
  to?: string;
}

/** The store's figures per week or month over a range of its days. */
export const figuresQuery = (clientId: string, period: AnalyticsPeriod, range: FiguresRange) =>
  queryOptions({
    queryKey: ['loyalty-figures', clientId, period, range.from, range.to],
    queryFn: ({ signal }) =>
      call('loyaltyFigures', { params: { clientId }, query: { period, from: range.from, to: range.to } }, signal),
    // the last figures stay on screen while another range loads, so the controls do not jump
    placeholderData: keepPreviousData,
  });

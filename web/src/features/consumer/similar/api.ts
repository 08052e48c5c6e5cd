import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

/** The products nearest a test result's lab profile. */
export const similarQuery = (testId: string) =>
  queryOptions({
    queryKey: ['similar', testId],
    queryFn: ({ signal }) => call('getProductComps', { params: { id: testId } }, signal),
  });

import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { CreateMessageBody } from '#shared/schemas/loyalty-message';
import { call } from '#web/api/client.ts';

// The messages views' calls (docs/client-loyalty-messages.md): GET messages a page at a time,
// POST message.

const LOYALTY_MESSAGES_KEY = 'loyalty-messages';
/** Messages per page of the history; more load on request. */
const HISTORY_PAGE = 20;

/** A company's messages, newest first, a page at a time. */
export const messagesQuery = (clientId: string) =>
  infiniteQueryOptions({
    queryKey: [LOYALTY_MESSAGES_KEY, clientId],
    queryFn: ({ signal, pageParam }) =>
      call('listLoyaltyMessages', { params: { clientId }, query: { limit: HISTORY_PAGE, cursor: pageParam } }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Sends (or schedules) a message; it heads the history, which is read again. */
export async function createMessage(
  queries: QueryClient,
  clientId: string,
  body: Partial<CreateMessageBody> & Pick<CreateMessageBody, 'messageBody'>,
) {
  await call('createLoyaltyMessage', { params: { clientId }, body });
  await queries.invalidateQueries({ queryKey: messagesQuery(clientId).queryKey });
}

import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { Segment } from '#shared/schemas/loyalty-audience';
import type { CreateMessageBody, EditMessageBody } from '#shared/schemas/loyalty-message';
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

/** Who a message would reach and what it costs, and its text as it will arrive. */
export const countAudience = (
  clientId: string,
  body: { segment?: Segment; sendDateTime?: string; messageBody?: string },
) => call('countLoyaltyAudience', { params: { clientId }, body });

/** Changes a scheduled message; the history is read again. */
export async function editMessage(
  queries: QueryClient,
  clientId: string,
  messageId: string,
  body: Partial<EditMessageBody> & Pick<EditMessageBody, 'messageBody' | 'sendDateTime'>,
) {
  const r = await call('editLoyaltyMessage', { params: { clientId, messageId }, body });
  await queries.invalidateQueries({ queryKey: messagesQuery(clientId).queryKey });
  return r.message;
}

/** Calls off a scheduled message; the history is read again. */
export async function cancelMessage(queries: QueryClient, clientId: string, messageId: string) {
  await call('cancelLoyaltyMessage', { params: { clientId, messageId } });
  await queries.invalidateQueries({ queryKey: messagesQuery(clientId).queryKey });
}

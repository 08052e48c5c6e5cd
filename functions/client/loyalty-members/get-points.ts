import * as messages from '#shared/messages/client/loyalty-members';
import * as loyaltyMembers from '#shared/routes/client/loyalty-members';
import { getMember } from '#lib/loyalty/store/members';
import { pointsOf } from '#lib/loyalty/store/points';
import { loyaltyClient, memberPhone } from '#lib/loyalty/members';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** A member's points: the running balance and a page of the ledger's entries, newest first. */
export const handler = securedRoute(loyaltyMembers.getPoints, async ({ params, query }) => {
  const client = await loyaltyClient(params.clientId);
  const phone = memberPhone(params.phone);
  if (!(await getMember(client._id, phone))) throw notFound(messages.notMember);
  const { balance, entries, nextCursor } = await pointsOf(client._id, phone, query.limit, query.cursor);
  return { error: false as const, phone, balance, entries, nextCursor };
});

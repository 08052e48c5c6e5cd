import * as productMessages from '#shared/messages/client/products';
import * as messages from '#shared/messages/client/loyalty-members';
import * as loyaltyMembers from '#shared/routes/client/loyalty-members';
import type { CheckIn } from '#shared/schemas/loyalty-member';
import { getMember, recordCheckIn } from '#lib/loyalty/store/members';
import { balanceOf } from '#lib/loyalty/store/points';
import { getProduct } from '#lib/products/store';
import { loyaltyClient, memberPhone } from '#lib/loyalty/members';
import { conflict, notFound } from '#lib/base/errors';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * A member's check-in at the store (spec 3 §4): only a confirmed, opted-in member checks in. The
 * item is the contract's check-in; the points ledger awards its points from the stream. The answer
 * carries the member's points balance as it stood, which the kiosk shows a returning member.
 */
export const handler = securedRoute(loyaltyMembers.checkIn, async ({ params, body }) => {
  const client = await loyaltyClient(params.clientId);
  const phone = memberPhone(params.phone);
  const member = await getMember(client._id, phone, true);
  if (!member) throw notFound(messages.notMember);
  if (member.loyaltyStatus === 'pending') throw conflict(messages.notConfirmed);
  if (member.loyaltyStatus === 'optedOut') throw conflict(messages.optedOut);
  if (body?.productId && !(await getProduct(body.productId))) throw notFound(productMessages.productNotFound);
  const checkIn: CheckIn = {
    id: newId(),
    clientId: client._id,
    phone,
    at: new Date().toISOString(),
    ...(body?.productId && { productId: body.productId }),
  };
  // the member's own balance, for the kiosk's greeting; this visit's points follow from the stream
  const [, balance] = await Promise.all([recordCheckIn(checkIn), balanceOf(client._id, phone)]);
  return { error: false as const, checkIn, balance };
});

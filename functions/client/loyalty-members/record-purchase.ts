import * as productMessages from '#shared/messages/client/products';
import * as messages from '#shared/messages/client/loyalty-members';
import * as loyaltyMembers from '#shared/routes/client/loyalty-members';
import type { Purchase } from '#shared/schemas/loyalty-points';
import { getMember } from '#lib/loyalty/store/members';
import { recordPurchase } from '#lib/loyalty/store/points';
import { getProduct } from '#lib/products/store';
import { loyaltyClient, memberPhone } from '#lib/loyalty/members';
import { conflict, notFound } from '#lib/base/errors';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * A member's purchase at the store, recorded by the kiosk or the business: only a confirmed,
 * opted-in member earns, and only for products that exist. The ledger awards its points from the
 * stream, as it does a check-in's.
 */
export const handler = securedRoute(loyaltyMembers.recordPurchase, async ({ params, body }) => {
  const client = await loyaltyClient(params.clientId);
  const phone = memberPhone(params.phone);
  const member = await getMember(client._id, phone, true);
  if (!member) throw notFound(messages.notMember);
  if (member.loyaltyStatus === 'pending') throw conflict(messages.notConfirmed);
  if (member.loyaltyStatus === 'optedOut') throw conflict(messages.optedOut);
  const productIds = [...new Set(body.productIds)];
  const found = await Promise.all(productIds.map((id) => getProduct(id)));
  if (found.some((p) => !p)) throw notFound(productMessages.productNotFound);
  const purchase: Purchase = { id: newId(), clientId: client._id, phone, at: new Date().toISOString(), productIds };
  await recordPurchase(purchase);
  return { error: false as const, purchase };
});

import { createHash } from 'node:crypto';
import * as messages from '#shared/messages/client/loyalty-rewards';
import { canonicalTimeZone, DEFAULT_OFFER_TIME_ZONE } from '#shared/points-offers';
import { rewardProblem, rewardWindow, type Reward, type RewardBody } from '#shared/schemas/loyalty-rewards';
import type { Client } from '#shared/schemas/catalog';
import { uncarriedProducts } from '#lib/loyalty/offers-access';
import { assertUploadedBy } from '#lib/uploads/store/linked';
import { badRequest } from '#lib/base/errors';

// What a reward's define and edit calls share: the fields as typed made into the stored reward,
// after the same checks (its days, a product the company carries, an image it uploaded).

/**
 * The reward the body describes, checked: its days' rule (the form runs it too), a product only
 * if the company carries it, an image only if it is the company's confirmed upload (or the one the
 * reward already showed). Throws 400 with the first thing wrong; nothing is written by it.
 */
export async function checkedReward(
  company: Client,
  body: RewardBody,
  base: { _id: string; createdBy: string; createdAt: string; image?: string },
  now: Date,
): Promise<Reward> {
  const timeZone = canonicalTimeZone(body.timeZone ?? DEFAULT_OFFER_TIME_ZONE);
  const problem = rewardProblem(body, timeZone);
  if (problem) throw badRequest(problem);
  if (body.productId && (await uncarriedProducts(company, [body.productId])).length > 0)
    throw badRequest(messages.productNotCarried);
  await assertUploadedBy(company._id, [body.image], [base.image]);
  return {
    _id: base._id,
    client: company._id,
    name: body.name,
    pointsCost: body.pointsCost,
    ...(body.productId && { productId: body.productId }),
    ...(body.category && { category: body.category }),
    ...(body.image && { image: body.image }),
    ...(body.startDate && { startDate: body.startDate }),
    ...(body.endDate && { endDate: body.endDate }),
    timeZone,
    ...rewardWindow(body, timeZone),
    createdBy: base.createdBy,
    createdAt: base.createdAt,
    updatedAt: now.toISOString(),
  };
}

/**
 * A redemption's id: the first 12 bytes of SHA-256 of the company, the member and the caller's key,
 * so the same key sent again (a retry, a double tap) names the same redemption.
 */
export const redemptionId = (clientId: string, phone: string, key: string) =>
  createHash('sha256').update(`${clientId}:${phone}:${key}`).digest().subarray(0, 12).toString('hex');

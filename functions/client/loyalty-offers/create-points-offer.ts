import * as offerMessages from '#shared/messages/client/loyalty-offers';
import {
  addDays,
  canonicalTimeZone,
  dayIn,
  isTimeZone,
  offerWindow,
  POINT_OFFER_TYPE_LABELS,
  statusAt,
} from '#shared/points-offers';
import { segmentProblem } from '#shared/schemas/loyalty-audience';
import { storeTimeZone } from '#shared/store-time-zone';
import { offerProblem } from '#shared/schemas/points-offer';
import * as loyaltyOffers from '#shared/routes/client/loyalty-offers';
import { createOffer, overlappingOffers } from '#lib/loyalty/store/offers';
import { loyaltyCompany, uncarriedProducts } from '#lib/loyalty/offers-access';
import { assertUploadsFor } from '#lib/uploads/store/linked';
import { badRequest, conflict } from '#lib/base/errors';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * `POST point/offer` (spec 3 §7): a new points offer. A rule the offer breaks is answered 400 with
 * the spec's words (the spec's userMessage, shown under the button) and nothing is written; so is
 * a product the company does not carry. The days are the store's (its address's zone) unless the
 * caller names a zone, kept as the runtime spells it. An offer whose run overlaps another of its
 * type is named in the answer; with `warnOverlap` (the form's first try) it answers 409 naming them
 * and writes nothing. The
 * offer is active at once when it starts today, else inactive until the schedule starts it
 * (spec 3 §4); one starting at once with sendMessage writes its loyalty message with it.
 */
export const handler = securedRoute(loyaltyOffers.createPointsOffer, async ({ params, body, caller }) => {
  const company = await loyaltyCompany(params.clientId);
  const now = new Date();
  // the store's clock, from its address, unless the caller names a zone
  const timeZone = canonicalTimeZone(body.timeZone ?? storeTimeZone(company));
  const startDate = body.startDate ?? (isTimeZone(timeZone) ? dayIn(timeZone, now) : '');
  const endDate = body.endDate ?? (startDate ? addDays(startDate, 1) : '');
  const problem = offerProblem({ ...body, startDate, endDate, timeZone }, now);
  if (problem) throw badRequest(problem);
  const productSpecific = [...new Set(body.productSpecific)];
  const uncarried = await uncarriedProducts(company, productSpecific);
  if (uncarried.length > 0) throw badRequest(offerMessages.productsNotCarried(uncarried));
  if (body.sendMessage && body.mmsImage) await assertUploadsFor(params.clientId, 'loyalty', [body.mmsImage]);
  const problemOfSegment = segmentProblem(body.segment);
  if (problemOfSegment) throw badRequest(problemOfSegment);
  const window = offerWindow({ startDate, endDate, timeZone });
  const typeLabel = POINT_OFFER_TYPE_LABELS[body.pointOfferType];
  const overlaps = (await overlappingOffers(params.clientId, body.pointOfferType, window)).map(
    (o) => o.name ?? offerMessages.unnamedOffer(typeLabel, o.startDate),
  );
  if (body.warnOverlap && overlaps.length > 0) throw conflict(offerMessages.overlaps(overlaps, typeLabel));
  const at = now.toISOString();
  const offer = await createOffer({
    _id: newId(now.getTime()),
    client: params.clientId,
    name: body.name?.trim() || offerMessages.unnamedOffer(typeLabel, startDate),
    ...(body.sendMessage && body.segment && { segment: body.segment }),
    basePoints: body.basePoints,
    ...(body.totalPoints !== undefined ? { totalPoints: body.totalPoints } : {}),
    calculationMethod: 'basePoints',
    startDate,
    endDate,
    timeZone,
    ...window,
    productSpecific,
    pointOfferType: body.pointOfferType,
    sendMessage: body.sendMessage,
    status: statusAt(window, now),
    ...(body.sendMessage && body.mmsMessage ? { mmsMessage: body.mmsMessage.trim() } : {}),
    ...(body.sendMessage && body.mmsImage ? { mmsImage: body.mmsImage } : {}),
    multiple: body.multiple,
    awardedPoints: 0,
    createdBy: caller.user._id,
    createdAt: at,
    updatedAt: at,
  });
  return { error: false as const, offer, overlaps };
});

import * as audienceMessages from '#shared/messages/client/loyalty-audiences';
import * as loyaltyAudiences from '#shared/routes/client/loyalty-audiences';
import { segmentProblem, type SavedSegment } from '#shared/schemas/loyalty-audience';
import { saveSegment } from '#lib/loyalty/store/audiences';
import { loyaltyCompany } from '#lib/loyalty/offers-access';
import { badRequest, conflict } from '#lib/base/errors';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/** `POST loyalty/segments`: saves a segment under a name no other of the company's has (409 otherwise). */
export const handler = securedRoute(loyaltyAudiences.saveLoyaltySegment, async ({ params, body }) => {
  await loyaltyCompany(params.clientId);
  const problem = segmentProblem(body.segment);
  if (problem) throw badRequest(problem);
  const now = new Date();
  const segment: SavedSegment = {
    _id: newId(now.getTime()),
    client: params.clientId,
    name: body.name,
    segment: body.segment,
    createdAt: now.toISOString(),
  };
  if (!(await saveSegment(segment))) throw conflict(audienceMessages.segmentNameTaken);
  return { error: false as const, segment };
});

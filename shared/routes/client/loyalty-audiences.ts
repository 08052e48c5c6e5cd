import { route } from '../../route-def.ts';
import { clientParamsSchema } from '../../schemas/client.ts';
import {
  audienceAnswerSchema,
  audienceBodySchema,
  deletedSegmentAnswerSchema,
  saveSegmentBodySchema,
  segmentAnswerSchema,
  segmentParamsSchema,
  segmentsAnswerSchema,
  segmentsQuerySchema,
} from '../../schemas/loyalty-audience.ts';

// Audiences of loyalty messages (docs/client-loyalty-audiences.md): who a message would reach and
// what it costs, before it is sent, and the company's saved segments. A member of a company with
// loyalty enabled.

/** `POST loyalty/audience`: the segment's members, the recipients after consent, and the cost. */
export const countLoyaltyAudience = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/loyalty/audience',
  handler: 'client/loyalty-audiences/count-audience',
  access: 'clientMember',
  params: clientParamsSchema,
  body: audienceBodySchema,
  response: audienceAnswerSchema,
  needs: {
    table: 'read',
    // a store's every member is read (in parallel slices): room for a large store, inside API Gateway's 29 s
    profile: { timeoutSeconds: 28 },
  },
});

/** `GET loyalty/segments`: the company's saved segments, newest first. */
export const listLoyaltySegments = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/loyalty/segments',
  handler: 'client/loyalty-audiences/list-segments',
  access: 'clientMember',
  params: clientParamsSchema,
  query: segmentsQuerySchema,
  response: segmentsAnswerSchema,
  needs: { table: 'read' },
});

/** `POST loyalty/segments`: a segment saved under a name of its own. */
export const saveLoyaltySegment = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/loyalty/segments',
  handler: 'client/loyalty-audiences/save-segment',
  access: 'clientMember',
  params: clientParamsSchema,
  body: saveSegmentBodySchema,
  response: segmentAnswerSchema,
  needs: { table: 'write' },
});

/** `DELETE loyalty/segments/{segmentId}`: a saved segment removed (messages written with it keep theirs). */
export const deleteLoyaltySegment = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/client/{clientId}/loyalty/segments/{segmentId}',
  handler: 'client/loyalty-audiences/delete-segment',
  access: 'clientMember',
  params: segmentParamsSchema,
  response: deletedSegmentAnswerSchema,
  needs: { table: 'write' },
});

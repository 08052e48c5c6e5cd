import { MEDIA } from '../media.ts';
import { route } from '../route-def.ts';
import {
  labResultAnswerSchema,
  labResultParamsSchema,
  resultVersionsAnswerSchema,
  resultVersionsQuerySchema,
} from '../schemas/lab-result.ts';

// The public lab-result page behind every sticker's QR code (docs/lab-result-page.md): the lot's
// current result, its certificates as short links, and the product's earlier results.

export const getLabResult = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/lab-result/{lotId}',
  handler: 'lab-results/get-lab-result',
  access: 'public',
  params: labResultParamsSchema,
  response: labResultAnswerSchema,
  needs: { table: 'read', media: { read: [MEDIA.private.coas] } },
});

/** Every saved version of the lot's result, newest first, a page at a time: the page's history. */
export const getLabResultVersions = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/lab-result/{lotId}/versions',
  handler: 'lab-results/get-lab-result-versions',
  access: 'public',
  params: labResultParamsSchema,
  query: resultVersionsQuerySchema,
  response: resultVersionsAnswerSchema,
  needs: { table: 'read' },
});

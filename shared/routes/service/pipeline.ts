import { route } from '../../route-def.ts';
import { MEDIA } from '../../media.ts';
import { keyPairsSchema } from '../../schemas/client-products.ts';
import { clientTestResultParamsSchema, testResultAnswerSchema } from '../../schemas/client-test-results.ts';
import {
  attachLinkAnswerSchema,
  checkoutAnswerSchema,
  checkoutQuerySchema,
  pipelineLotAnswerSchema,
  pipelineLotBodySchema,
  pipelineLotParamsSchema,
  qualityAnswerSchema,
  qualityQuerySchema,
} from '../../schemas/pipeline.ts';
import { testResultBodySchema } from '../../schemas/test-result.ts';
import { linkUploadBodySchema } from '../../schemas/upload.ts';

// The data-entry and review pipeline (spec 3 §§2, 4, 7; docs/admin-pipeline.md): the service staff
// work through the certificates companies send (docs/client-coa-service.md). A checkout is a write
// (it takes a lease on the lot), so the spec's GET data-entry/pending and /review are POSTs here.

/** Enter Data: resumes the caller's own pending item, else takes the first free one. */
export const checkoutEntry = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/service/data-entry/pending',
  handler: 'service/pipeline/checkout-entry',
  access: 'dataEntry',
  query: checkoutQuerySchema,
  response: checkoutAnswerSchema,
  // 303 KB: the S3 signer of the documents' links, the lot and reading schemas it answers
  needs: { table: 'write', media: { read: [MEDIA.private.coas] } },
});

/** Review Data: resumes the caller's own review, else takes the first free item someone else entered. */
export const checkoutReview = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/service/data-entry/review',
  handler: 'service/pipeline/checkout-review',
  access: 'review',
  query: checkoutQuerySchema,
  response: checkoutAnswerSchema,
  // 303 KB: the S3 signer of the documents' links, the lot and reading schemas it answers
  needs: { table: 'write', media: { read: [MEDIA.private.coas] } },
});

/** Saves the test result form of the item the caller holds (the entry, or the reviewer's edits). */
export const saveServiceTestResult = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/service/{clientId}/testResult/{id}',
  handler: 'service/pipeline/save-test-result',
  access: 'serviceStaff',
  params: clientTestResultParamsSchema,
  body: testResultBodySchema,
  response: testResultAnswerSchema,
  // 307 KB: the test result body's checks and the save's lab and upload checks, as the client's save (docs/admin-pipeline.md)
  needs: { table: 'write' },
});

/**
 * A lab's WCIA link for the item the caller holds at entry: the server fetches it (the companies'
 * guard and limits), keeps it as the company's COA upload, adds it to the draft's documents and
 * puts its reading in place of the one there.
 */
export const attachServiceLink = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/service/{clientId}/testResult/{id}/link',
  handler: 'service/pipeline/attach-link',
  access: 'serviceStaff',
  params: clientTestResultParamsSchema,
  body: linkUploadBodySchema,
  response: attachLinkAnswerSchema,
  needs: {
    table: 'write',
    media: { write: [MEDIA.private.coas] },
    settings: ['labLinks'],
    // 342 KB: the WCIA reader with its catalogue and the safety panels' schemas, beside the S3 writer
    profile: { timeoutSeconds: 15, bundleKb: 360 },
  },
});

/** Moves the item the caller holds on: to review, approved (published), or rejected back to entry. */
export const updateServiceLot = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/service/{clientId}/lot/{lotId}',
  handler: 'service/pipeline/update-lot',
  access: 'serviceStaff',
  params: pipelineLotParamsSchema,
  body: pipelineLotBodySchema,
  response: pipelineLotAnswerSchema,
  // 306 KB: approval writes the result item, the lot and the product in one transaction
  needs: { table: 'write' },
});

/** The pipeline's weekly quality figures: fields entered, fields changed in review, items rejected. */
export const getPipelineQuality = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/service/quality',
  handler: 'service/pipeline/get-quality',
  access: 'review',
  query: qualityQuerySchema,
  response: qualityAnswerSchema,
  // 307.2 KB, 11 bytes under the default with the stack as it was: as its siblings' (docs/architecture.md)
  needs: { table: 'read' },
});

/** The compliance labs, by name, for the form's Lab Source (the client area's list needs a company). */
export const serviceLabs = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/service/labs',
  handler: 'service/pipeline/service-labs',
  access: 'serviceStaff',
  response: keyPairsSchema,
  needs: { table: 'read' },
});

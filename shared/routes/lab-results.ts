import { MEDIA } from '../media.ts';
import { route } from '../route-def.ts';
import {
  labResultAnswerSchema,
  labResultParamsSchema,
  resultVersionsAnswerSchema,
  resultVersionsQuerySchema,
} from '../schemas/lab-result.ts';
import { redirectAnswerSchema } from '../schemas/auth.ts';
import { wciaExportSchema } from '../schemas/wcia.ts';

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

/**
 * The lot's result as a WCIA 2.2.0 lab result document, for integrators and labs' systems: public,
 * application/json, cached at the edge for minutes (docs/lab-result-page.md, "The result as data").
 */
export const getLabResultWcia = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/lab-result/{lotId}/wcia',
  handler: 'lab-results/get-lab-result-wcia',
  access: 'public',
  params: labResultParamsSchema,
  response: wciaExportSchema,
  needs: { table: 'read', settings: ['siteUrl'] },
});

/** The lot's first certificate: a lasting address (a WCIA document's `coa`) that answers with a fresh signed link. */
export const getLabResultCoa = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/lab-result/{lotId}/coa',
  handler: 'lab-results/get-lab-result-coa',
  access: 'public',
  params: labResultParamsSchema,
  response: redirectAnswerSchema,
  needs: { table: 'read', media: { read: [MEDIA.private.coas] } },
});

import { MEDIA } from '../../media.ts';
import { route } from '../../route-def.ts';
import { clientParamsSchema } from '../../schemas/client.ts';
import {
  CCRS_IMPORT_MAX_BYTES,
  ccrsExportAnswerSchema,
  ccrsExportBodySchema,
  ccrsImportAnswerSchema,
  ccrsImportBodySchema,
} from '../../schemas/ccrs.ts';

// The state traceability system's LabTest CSV (docs/ccrs-exchange.md), scoped to one company: its
// members (and admins) export a lab's results or import a lab's file.

/**
 * A lab's published results of a period as the state's LabTest upload file, checked as the state
 * would check it; written to the private exports prefix as it is read, answered as a short link.
 */
export const exportLabTests = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/ccrs/labTests/export',
  handler: 'client/ccrs/export-lab-tests',
  access: 'clientMember',
  params: clientParamsSchema,
  body: ccrsExportBodySchema,
  response: ccrsExportAnswerSchema,
  needs: {
    table: 'read',
    media: { read: [MEDIA.private.exports], write: [MEDIA.private.exports] },
    // API Gateway gives an HTTP integration 30 s at most; the TestName table and the checks: 364 KB
    profile: { timeoutSeconds: 30, bundleKb: 400 },
  },
});

/**
 * A lab's or the state's LabTest file: each lot's records become a result the data-entry staff
 * complete and review (a COA of the company's service), each record answered Success or Failed.
 */
export const importLabTests = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/ccrs/labTests/import',
  handler: 'client/ccrs/import-lab-tests',
  access: 'clientMember',
  params: clientParamsSchema,
  body: ccrsImportBodySchema,
  response: ccrsImportAnswerSchema,
  maxBodyBytes: CCRS_IMPORT_MAX_BYTES + 64 * 1024,
  needs: {
    table: 'write',
    media: { write: [MEDIA.private.coas] },
    // Papa Parse, the TestName table and the pipeline's writes: 377 KB
    profile: { timeoutSeconds: 30, bundleKb: 420 },
  },
});

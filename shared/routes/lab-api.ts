import { MEDIA } from '../media.ts';
import { route } from '../route-def.ts';
import { clientParamsSchema } from '../schemas/client.ts';
import { CCRS_IMPORT_MAX_BYTES } from '../schemas/ccrs.ts';
import { pushAnswerSchema, pushBodySchema } from '../schemas/lab-api.ts';

// The lab API (docs/lab-api.md): no session, no cookie; a lab's or integrator's system signs each
// request with its company's API key and secret, which the handler checks before anything else.

/** A lab pushes a result (WCIA JSON or a CCRS LabTest CSV) for a lot of a company that chose it. */
export const pushLabResult = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/labs/results/{clientId}',
  handler: 'lab-api/push-lab-result',
  access: 'public',
  params: clientParamsSchema,
  body: pushBodySchema,
  response: pushAnswerSchema,
  maxBodyBytes: CCRS_IMPORT_MAX_BYTES + 64 * 1024,
  needs: {
    table: 'write',
    apiSecrets: 'open',
    media: { write: [MEDIA.private.coas] },
    profile: { timeoutSeconds: 30, bundleKb: 640 },
  },
});

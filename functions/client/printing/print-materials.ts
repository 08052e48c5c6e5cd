import * as printing from '#shared/routes/client/printing';
import { queuePrintJob, queuedJobView } from '#lib/printing/jobs';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * POST print/materials: the Marketing Materials page's flyer, product cards or table-top cards,
 * drawn by the print worker from the client's own brand and products at render time.
 */
export const handler = securedRoute(printing.printMaterials, async ({ params, body, caller }) => {
  const job = await queuePrintJob({ client: params.clientId, kind: body.material, requestedBy: caller.user._id });
  return { error: false as const, printJob: queuedJobView(job) };
});

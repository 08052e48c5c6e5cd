import * as printing from '#shared/routes/client/printing';
import { printableParentLot, queuePrintJob, queuedJobView } from '#lib/printing/jobs';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * POST templateGenerator (spec 2 'Print stickers'): one sticker job (parent lot, count, template)
 * for a printable parent lot of this client, recorded and queued; answers the job to poll.
 */
export const handler = securedRoute(printing.templateGenerator, async ({ params, body, caller }) => {
  await printableParentLot(params.clientId, body.printJob.parentLot);
  const job = await queuePrintJob({
    client: params.clientId,
    kind: 'stickers',
    stickers: body.printJob,
    requestedBy: caller.user._id,
  });
  return { error: false as const, printJob: queuedJobView(job) };
});

import * as printMessages from '#shared/messages/client/printing';
import * as printing from '#shared/routes/client/printing';
import { getPrintJob } from '#lib/printing/store';
import { printJobView } from '#lib/printing/job-view';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** GET printJob/{id}: the page polls its job until the sheet is ready (another client's job is a 404). */
export const handler = securedRoute(printing.getPrintJob, async ({ params }) => {
  const job = await getPrintJob(params.id);
  if (!job || job.client !== params.clientId) throw notFound(printMessages.printJobNotFound);
  return { error: false as const, printJob: await printJobView(job) };
});

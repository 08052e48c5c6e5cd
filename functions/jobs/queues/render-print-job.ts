import { MEDIA } from '#shared/media';
import * as printMessages from '#shared/messages/client/printing';
import { printMessageSchema } from '#shared/schemas/printing';
import { claimPrintJob, finishPrintJob, getPrintJob, releasePrintJob } from '#lib/printing/store';
import { putObject } from '#lib/aws/media';
import { sheetsPdf } from '#lib/exports/pdf';
import { sheetsOf } from '#lib/printing/content';
import { SHEET } from '#shared/printing/templates';
import { logger } from '#lib/base/logger';
import { queueWorker } from '#lib/runtime/worker';

/**
 * The print worker: renders a job's sheets as one PDF with Chromium, stores it privately and marks
 * the job done. The job's own status is the claim (conditional writes, #lib/printing/store), so a
 * message delivered twice, or two messages for one job, render one sheet: `once` would only cover
 * the first case and costs three writes more. A failed render gives the job back to the queue;
 * the last allowed receive fails it with the reason the page shows.
 */
export const handler = queueWorker(
  { name: 'render-print-job', body: printMessageSchema, once: false },
  async ({ body, receiveCount, delivery }) => {
    const job = await getPrintJob(body.printJobId, true);
    if (!job) {
      logger.warn('print job not found: nothing to render', { printJobId: body.printJobId });
      return;
    }
    if (!(await claimPrintJob(job._id, delivery.leaseMs))) {
      logger.info('print job already rendered or being rendered: skipped', { printJobId: job._id, status: job.status });
      return;
    }
    try {
      const pages = await sheetsOf(job);
      const pdf = await sheetsPdf(pages, SHEET.width, SHEET.height);
      const key = `${MEDIA.private.exports}prints/${job.client}/${job._id}.pdf`;
      await putObject(key, pdf, 'application/pdf');
      await finishPrintJob(job._id, key, pages.length);
      logger.info('print job rendered', {
        printJobId: job._id,
        kind: job.kind,
        pages: pages.length,
        bytes: pdf.length,
      });
    } catch (e) {
      const last = receiveCount >= delivery.maxReceives;
      await releasePrintJob(job._id, last, printMessages.renderFailed).catch((err: unknown) =>
        logger.error('could not give the print job back', err as Error),
      );
      throw e;
    }
  },
);

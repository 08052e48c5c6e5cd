import type { PrintJob, PrintJobView } from '#shared/schemas/printing';
import { downloadLink } from '#lib/aws/media';

/** The job as the page sees it: its PDF as a 10-minute link once rendered. */
export async function printJobView(j: PrintJob): Promise<PrintJobView> {
  return {
    _id: j._id,
    kind: j.kind,
    status: j.status,
    ...(j.stickers && { stickers: j.stickers }),
    ...(j.products && { products: j.products }),
    ...(j.sheets !== undefined && { sheets: j.sheets }),
    ...(j.status === 'done' && j.file && { link: await downloadLink(j.file) }),
    ...(j.errorMessage && j.status === 'failed' && { errorMessage: j.errorMessage }),
    createdAt: j.createdAt,
    updatedAt: j.updatedAt,
  };
}

import * as z from 'zod/mini';
import { MEDIA } from '#shared/media';
import { getObject } from '#lib/aws/media';
import { readCoaPdf } from '#lib/coa-reader/read-coa';
import { savePrefill } from '#lib/db/coa-prefill';
import { logger } from '#lib/runtime/logger';
import { streamWorker } from '#lib/runtime/worker';

// Reads the certificate of each new COA Data Entry Service draft (docs/admin-coa-reader.md) and
// puts what it found on the draft as `prefill`, so the entry screen starts filled in. The first PDF
// of the draft is read; a draft that has a prefill already is left alone (the write is conditional).
// A PDF that pdf.js cannot open is a fact about the PDF, not a fault: the draft then gets an empty
// prefill saying so, rather than a retry that would fail the same way.

/** The largest certificate read: lab PDFs are a few MB; anything bigger waits for staff as it is. */
const MAX_PDF_BYTES = 25 * 1024 * 1024;

const image = z.object({
  entity: z.literal('testResultDraft'),
  _id: z.string(),
  pdfFiles: z.array(z.string()),
  prefill: z.optional(z.unknown()),
});

const unreadable = (file: number, why: string) => ({
  from: 'pdf' as const,
  layout: 'unknown',
  file,
  readAt: new Date().toISOString(),
  fields: {},
  problems: [`The certificate could not be read automatically (${why}); enter it by hand.`],
});

export const handler = streamWorker({ name: 'read-coa', image, events: ['INSERT'] }, async ({ image: draft }) => {
  const key = draft.pdfFiles[0];
  if (draft.prefill !== undefined || !key?.startsWith(MEDIA.private.coas)) return;
  let prefill;
  try {
    const bytes = await getObject(key, MAX_PDF_BYTES);
    if (!bytes) prefill = unreadable(0, 'the file is missing');
    else {
      try {
        prefill = await readCoaPdf(bytes, { file: 0 });
      } catch (e) {
        prefill = unreadable(0, 'the PDF did not open');
        logger.warn('coa pdf unreadable', { draft: draft._id, error: (e as Error).message });
      }
    }
  } catch (e) {
    if ((e as { status?: number }).status !== 413) throw e;
    prefill = unreadable(0, 'the file is too large');
  }
  const saved = await savePrefill(draft._id, prefill);
  logger.info('coa read', {
    draft: draft._id,
    saved,
    layout: prefill.layout,
    fields: Object.keys(prefill.fields).length,
    problems: prefill.problems.length,
  });
});

import * as z from 'zod/mini';
import * as pipelineMessages from '#shared/messages/service/pipeline';
import { MEDIA } from '#shared/media';
import { getObject } from '#lib/aws/media';
import { certificateFile, readCertificate, readLimit, unreadable } from '#lib/coa-reader/read-file';
import { savePrefill } from '#lib/coa-reader/store';
import { logger } from '#lib/base/logger';
import { streamWorker } from '#lib/runtime/worker';

// Reads the certificate of each new COA Data Entry Service draft (docs/admin-coa-reader.md) and
// puts what it found on the draft as `prefill`, so the entry screen starts filled in. The draft's
// WCIA JSON file is read when it has one, else its first PDF; a draft that has a prefill already is
// left alone (the write is conditional). A file the reader cannot make sense of is a fact about the
// file, not a fault: the draft then gets an empty prefill saying so, rather than a retry that would
// fail the same way.

const image = z.object({
  entity: z.literal('testResultDraft'),
  _id: z.string(),
  pdfFiles: z.array(z.string()),
  prefill: z.optional(z.unknown()),
});

export const handler = streamWorker({ name: 'read-coa', image, events: ['INSERT'] }, async ({ image: draft }) => {
  const file = certificateFile(draft.pdfFiles);
  const key = draft.pdfFiles[file];
  if (draft.prefill !== undefined || !key?.startsWith(MEDIA.private.coas)) return;
  let prefill;
  try {
    const bytes = await getObject(key, readLimit(key));
    prefill = bytes
      ? await readCertificate(key, bytes, { file })
      : unreadable(key, file, pipelineMessages.unreadableWhy.missing);
  } catch (e) {
    if ((e as { status?: number }).status !== 413) throw e;
    prefill = unreadable(key, file, pipelineMessages.unreadableWhy.tooLarge);
  }
  const saved = await savePrefill(draft._id, prefill);
  logger.info('coa read', {
    draft: draft._id,
    saved,
    from: prefill.from,
    layout: prefill.layout,
    fields: Object.keys(prefill.fields).length,
    problems: prefill.problems.length,
  });
});

import * as z from 'zod/mini';
import { MEDIA } from '#shared/media';
import { READING_ENTITY } from '#lib/coa-reader/keys';
import { mergeReadings } from '#lib/coa-reader/merge';
import { filesToRead, readStoredCertificate } from '#lib/coa-reader/read-file';
import { saveReading, savePrefill } from '#lib/coa-reader/store';
import type { CoaPrefill } from '#lib/coa-reader/prefill';
import { logger } from '#lib/base/logger';
import { streamWorker } from '#lib/runtime/worker';

// Reads a certificate as it is asked for (docs/admin-coa-reader.md): each new COA Data Entry
// Service draft, so the entry screen starts filled in, and each new reading a producer's test result
// form starts. A draft's files are all read (up to four), its WCIA JSON file first, and merged; a
// reading reads its one upload. What was read goes on the item only if it has none yet (the write is
// conditional). A file the reader cannot make sense of is a fact about the file, not a fault: the
// item then gets an empty prefill saying so, rather than a retry that would fail the same way.

const image = z.discriminatedUnion('entity', [
  z.object({
    entity: z.literal('testResultDraft'),
    _id: z.string(),
    pdfFiles: z.array(z.string()),
    prefill: z.optional(z.unknown()),
  }),
  z.object({
    entity: z.literal(READING_ENTITY),
    _id: z.string(),
    clientId: z.string(),
    key: z.string(),
    prefill: z.optional(z.unknown()),
  }),
]);

export const handler = streamWorker({ name: 'read-coa', image, events: ['INSERT'] }, async ({ image: item }) => {
  if (item.prefill !== undefined) return;
  if (item.entity === READING_ENTITY) {
    // a reading reads only its own company's certificates
    if (!item.key.startsWith(`${MEDIA.private.coas}${item.clientId}/`)) return;
    const prefill = await readStoredCertificate(item.key, 0);
    log(item.entity, item._id, await saveReading(item._id, prefill), prefill);
    return;
  }
  const files = filesToRead(item.pdfFiles).filter((i) => item.pdfFiles[i]!.startsWith(MEDIA.private.coas));
  if (!files.length) return;
  const readings = [];
  for (const i of files) readings.push(await readStoredCertificate(item.pdfFiles[i]!, i));
  const prefill = mergeReadings(readings);
  log(item.entity, item._id, await savePrefill(item._id, prefill), prefill);
});

const log = (entity: string, id: string, saved: boolean, prefill: CoaPrefill) =>
  logger.info('coa read', {
    [entity === 'testResultDraft' ? 'draft' : 'reading']: id,
    saved,
    from: prefill.from,
    layout: prefill.layout,
    fields: Object.keys(prefill.fields).length,
    problems: prefill.problems.length,
  });

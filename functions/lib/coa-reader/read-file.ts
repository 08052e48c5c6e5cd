import * as pipelineMessages from '#shared/messages/service/pipeline';
import { UPLOAD_TYPES } from '#shared/schemas/upload';
import { parseWcia } from '#shared/schemas/wcia';
import { getObject } from '#lib/aws/media';
import type { CoaPrefill } from './prefill.ts';
import { readCoaPdf, type ReadOptions } from './read-coa.ts';
import { isOcrFault } from './text.ts';
import { readWcia } from './wcia.ts';

// Which reader a certificate file goes to. A COA is a PDF or a lab's WCIA JSON lab result; the
// upload's confirm checked the file against the type its key's extension names
// (docs/client-uploads.md), so the extension decides. A file that is not what it says (a PDF pdf.js
// cannot open, JSON that is not WCIA) gets an empty prefill whose one problem says so: a fact about
// the file, not a fault to retry, and never a guessed value.

/** Whether a certificate's key names a WCIA JSON file (`private/coas/<clientId>/<uploadId>.json`). */
export const isWciaKey = (key: string) => key.endsWith('.json');

/** The most bytes read of a certificate: its upload type's limit. */
export const readLimit = (key: string) =>
  UPLOAD_TYPES[isWciaKey(key) ? 'application/json' : 'application/pdf'].maxBytes;

/** Which of a draft's files is read: a lab's WCIA JSON (figures as the lab recorded them) over a PDF's print. */
export function certificateFile(keys: readonly string[]): number {
  const wcia = keys.findIndex(isWciaKey);
  return wcia >= 0 ? wcia : 0;
}

/**
 * The files of a draft that are read, primary first (`certificateFile`), then the others in their
 * order, at most `MAX_FILES_READ`: a certificate read by OCR takes up to half a minute, and the
 * worker has three.
 */
export const MAX_FILES_READ = 4;
export function filesToRead(keys: readonly string[]): number[] {
  const primary = certificateFile(keys);
  return [primary, ...keys.map((_, i) => i).filter((i) => i !== primary)].slice(
    0,
    Math.min(keys.length, MAX_FILES_READ),
  );
}

/** An empty reading that says why the file could not be read. */
export const unreadable = (key: string, file: number, why: string): CoaPrefill => ({
  from: isWciaKey(key) ? 'wcia' : 'pdf',
  layout: 'unknown',
  file,
  readAt: new Date().toISOString(),
  fields: {},
  problems: [pipelineMessages.certificateUnreadable(why)],
});

/** One certificate file's bytes as the entry form's prefill, by the reader its key names. */
export async function readCertificate(key: string, bytes: Uint8Array, opts: ReadOptions = {}): Promise<CoaPrefill> {
  const file = opts.file ?? 0;
  if (isWciaKey(key)) {
    const read = parseWcia(bytes);
    return 'problem' in read
      ? unreadable(key, file, pipelineMessages.unreadableWhy[read.problem])
      : readWcia(read.doc, opts);
  }
  try {
    return await readCoaPdf(bytes, opts);
  } catch (e) {
    if (isOcrFault(e)) throw e;
    return unreadable(key, file, pipelineMessages.unreadableWhy.pdfDidNotOpen);
  }
}

/**
 * The certificate stored at `key` read from the bucket: what the reader found, or an empty reading
 * saying why when the file is gone or over its type's limit (facts about the file, not faults to
 * retry). A fault of the reader itself (OCR) throws, so the record is tried again.
 */
export async function readStoredCertificate(key: string, file = 0): Promise<CoaPrefill> {
  try {
    const bytes = await getObject(key, readLimit(key));
    return bytes
      ? await readCertificate(key, bytes, { file })
      : unreadable(key, file, pipelineMessages.unreadableWhy.missing);
  } catch (e) {
    if ((e as { status?: number }).status !== 413) throw e;
    return unreadable(key, file, pipelineMessages.unreadableWhy.tooLarge);
  }
}

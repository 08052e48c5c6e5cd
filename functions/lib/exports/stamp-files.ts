import { createHash } from 'node:crypto';
import { MEDIA } from '#shared/media';
import * as consumerMessages from '#shared/messages/consumer';
import { renderCannastamp } from '#shared/cannastamp/render';
import type { LotWithTest } from '#shared/schemas/catalog';
import type { TestResult } from '#shared/schemas/test-result';
import { notFound } from '#lib/base/errors';
import { getLotWithTest } from '#lib/lots/store/with-test';
import { downloadLink, objectExists, putObject } from '#lib/aws/media';

/** A lot that has a published result, or the 404 that says which is missing. */
export async function lotForExport(lotId: string): Promise<LotWithTest & { testResult: TestResult }> {
  const lot = await getLotWithTest(lotId);
  if (!lot) throw notFound(consumerMessages.lotNotFound);
  if (!lot.testResult) throw notFound(consumerMessages.noTestResult);
  return lot as LotWithTest & { testResult: TestResult };
}

/**
 * A file in the media bucket named by the hash of its source (the SVG it draws): the same request
 * twice reuses the stored file, and a changed result makes a new one. The key is computable from
 * public data, so it lives under the private prefix /media never serves; answers a presigned link.
 */
export async function storedExport(
  source: string,
  file: { testId: string; ext: 'png' | 'svg' | 'pdf'; type: string; make: () => Promise<Uint8Array | string> },
) {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const key = `${MEDIA.private.exports}${file.ext}/${file.testId}-${hash}.${file.ext}`;
  // The key is content-addressed, so writing it again writes the same bytes: a failed check (s3rver
  // answers HEAD 500 while another request is writing that key; S3 can answer a passing 5xx) costs
  // a rewrite, not the caller's download.
  const exists = await objectExists(key).catch(() => false);
  if (!exists) await putObject(key, await file.make(), file.type);
  return { error: false as const, link: await downloadLink(key) };
}

/** A lot's cannastamp alone, as a PNG or SVG file. */
export async function stampFile(
  lotId: string,
  kind: { ext: 'png' | 'svg'; size: number; make: (svg: string) => Promise<Uint8Array | string>; type: string },
) {
  const lot = await lotForExport(lotId);
  const svg = renderCannastamp(lot.testResult, { size: kind.size });
  return storedExport(svg, { testId: lot.testResult._id, ext: kind.ext, type: kind.type, make: () => kind.make(svg) });
}

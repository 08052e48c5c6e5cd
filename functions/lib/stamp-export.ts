import { createHash } from 'node:crypto';
import { messages } from '#shared/messages';
import { renderCannastamp } from '#shared/cannastamp/render';
import { notFound } from './errors.ts';
import { getLotWithTest } from './lot-view.ts';
import { downloadLink, objectExists, putObject } from './media.ts';

/**
 * A lot's cannastamp as a file in the media bucket, named by the hash of what it shows: the same
 * request twice reuses the stored file, and a changed result makes a new one. Answers a link.
 */
export async function stampFile(lotId: string, kind: { ext: 'png' | 'svg'; size: number; make: (svg: string) => Promise<Uint8Array | string>; type: string }) {
  const lot = await getLotWithTest(lotId);
  if (!lot) throw notFound(messages.lotNotFound);
  if (!lot.testResult) throw notFound(messages.noTestResult);
  const svg = renderCannastamp(lot.testResult, { size: kind.size });
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
  const key = `exports/${kind.ext}/${lot.testResult._id}-${hash}.${kind.ext}`;
  if (!(await objectExists(key))) await putObject(key, await kind.make(svg), kind.type);
  return { error: false as const, link: await downloadLink(key) };
}

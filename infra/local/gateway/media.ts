import * as commonMessages from '#shared/messages/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { isPublicMediaKey } from '#shared/media';

// what a byte-range answer carries through, as CloudFront passes S3's range answers on: a video's
// player asks for the parts it plays and seeks, and a 500 MB training video is never held whole
const PASSED_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'];

/**
 * Proxies /media/* to the media bucket, as CloudFront's /media/* behaviour does in the cloud: only
 * public keys (shared/media.ts), one object per request, never a listing and never a query. A
 * `Range` header is passed on and the object streamed, never buffered.
 */
export async function media(req: IncomingMessage, res: ServerResponse, url: URL, s3Port: number, bucket: string) {
  const key = url.pathname.slice('/media/'.length);
  const range = req.headers.range;
  const r = isPublicMediaKey(key)
    ? await fetch(`http://127.0.0.1:${s3Port}/${bucket}/${key}`, { headers: range ? { range } : {} })
    : undefined;
  if (r?.status === 416) {
    res.writeHead(416, { 'content-range': r.headers.get('content-range') ?? '' });
    res.end();
    return;
  }
  if (!r?.ok || !r.body) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end(commonMessages.notFound);
    return;
  }
  const headers: Record<string, string> = { 'cache-control': 'public, max-age=86400' };
  for (const name of PASSED_HEADERS) {
    const value = r.headers.get(name);
    if (value) headers[name] = value;
  }
  headers['content-type'] ??= 'application/octet-stream';
  res.writeHead(r.status, headers);
  if (req.method === 'HEAD') {
    await r.body.cancel();
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(r.body as ReadableStream<Uint8Array>), res);
}

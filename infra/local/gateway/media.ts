import * as commonMessages from '#shared/messages/common';
import type { ServerResponse } from 'node:http';
import { isPublicMediaKey } from '#shared/media';

/**
 * Proxies /media/* to the media bucket, as CloudFront's /media/* behaviour does in the cloud: only
 * public keys (shared/media.ts), one object per request, never a listing and never a query.
 */
export async function media(res: ServerResponse, url: URL, s3Port: number, bucket: string) {
  const key = url.pathname.slice('/media/'.length);
  const r = isPublicMediaKey(key) ? await fetch(`http://127.0.0.1:${s3Port}/${bucket}/${key}`) : undefined;
  if (!r?.ok) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end(commonMessages.notFound);
    return;
  }
  res.writeHead(200, {
    'content-type': r.headers.get('content-type') ?? 'application/octet-stream',
    'cache-control': 'public, max-age=86400',
  });
  res.end(Buffer.from(await r.arrayBuffer()));
}

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// CloudFront's compression of an origin's answer (docs/architecture.md, "Compression"), for the
// local gateway's API answers as the distribution's /api/* behaviour compresses them: only when the
// viewer accepts it, the answer is not already encoded, is 1,000 bytes to 10 MB, and of a type
// CloudFront compresses. Brotli is preferred where accepted (browsers ask for it over HTTPS only).

const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;
const COMPRESSED_TYPES =
  /^(application\/(json|javascript|x-javascript|xml|xhtml\+xml|x-font-ttf|vnd\.ms-fontobject)|text\/[a-z-]+|image\/svg\+xml)\b/i;

export interface Encoded {
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

export function compressAnswer(
  body: Buffer,
  contentType: string | undefined,
  contentEncoding: string | undefined,
  acceptEncoding: string | undefined,
): Encoded {
  if (contentEncoding || body.length < MIN_BYTES || body.length > MAX_BYTES) return { body };
  if (!contentType || !COMPRESSED_TYPES.test(contentType)) return { body };
  const accept = acceptEncoding ?? '';
  if (/\bbr\b/.test(accept))
    // a quality for answers made per request, not the build's maximum
    return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accept)) return { body: gzipSync(body), encoding: 'gzip' };
  return { body };
}

import { presignedUrl, SERVICE_TIMEOUT_MS, sign, signedPost } from './sigv4.ts';
import { required, setting } from '#lib/base/config';

// The media bucket through single signed requests (the S3 client is far bigger than the three
// calls the exports need). S3_ENDPOINT is set only by the local runtime (s3rver, path-style).

const objectUrl = (key: string) => {
  const bucket = required('MEDIA_BUCKET');
  const path = key.split('/').map(encodeURIComponent).join('/');
  const local = setting('S3_ENDPOINT');
  return local ? `${local}/${bucket}/${path}` : `https://${bucket}.s3.${required('AWS_REGION')}.amazonaws.com/${path}`;
};

const base = (key: string) => ({ service: 's3', region: required('AWS_REGION'), url: objectUrl(key) });

export async function putObject(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
  await signedPost({ ...base(key), method: 'PUT', headers: { 'content-type': contentType }, body });
}

export async function objectExists(key: string): Promise<boolean> {
  try {
    await signedPost({ ...base(key), method: 'HEAD', headers: {} });
    return true;
  } catch (e) {
    if ((e as { status?: number }).status === 404 || (e as { status?: number }).status === 403) return false;
    throw e;
  }
}

/** A short-lived download link. */
export const downloadLink = (key: string, seconds = 600) => presignedUrl(base(key), seconds);

/** One signed request answered as it came (HEAD's headers, a ranged GET's bytes). */
async function signedFetch(key: string, method: string, headers: Record<string, string> = {}): Promise<Response> {
  const r = { ...base(key), method, headers };
  const signed = await sign(r);
  return fetch(r.url, { method, headers: signed.headers, signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS) });
}

const failed = (what: string, res: Response) =>
  Object.assign(new Error(`s3 ${what} answered ${res.status}`), { name: `HTTP${res.status}`, status: res.status });

/** An object's size and type, or undefined when there is none. */
export async function headObject(key: string): Promise<{ size: number; contentType: string } | undefined> {
  const res = await signedFetch(key, 'HEAD');
  if (res.status === 404 || res.status === 403) return undefined;
  if (!res.ok) throw failed('HEAD', res);
  return { size: Number(res.headers.get('content-length') ?? 0), contentType: res.headers.get('content-type') ?? '' };
}

/** The first `length` bytes of an object (fewer when it is shorter). */
export async function readHead(key: string, length: number): Promise<Uint8Array> {
  const res = await signedFetch(key, 'GET', { range: `bytes=0-${length - 1}` });
  if (!res.ok) throw failed('GET', res);
  return new Uint8Array(await res.arrayBuffer()).subarray(0, length);
}

/** A whole object, refused (status 413) when it is larger than `maxBytes`; undefined when there is none. */
export async function getObject(key: string, maxBytes: number): Promise<Uint8Array | undefined> {
  const res = await signedFetch(key, 'GET');
  if (res.status === 404 || res.status === 403) return undefined;
  if (!res.ok) throw failed('GET', res);
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
    await res.body?.cancel();
    throw Object.assign(new Error(`s3 object ${key} is larger than ${maxBytes} bytes`), { status: 413 });
  }
  return new Uint8Array(await res.arrayBuffer());
}

/** Copies an object inside the bucket, with the content type given (the source's metadata is not trusted). */
export async function copyObject(from: string, to: string, contentType: string): Promise<void> {
  const source = `/${required('MEDIA_BUCKET')}/${from.split('/').map(encodeURIComponent).join('/')}`;
  await signedPost({
    ...base(to),
    method: 'PUT',
    headers: { 'x-amz-copy-source': source, 'x-amz-metadata-directive': 'REPLACE', 'content-type': contentType },
  });
}

export async function deleteObject(key: string): Promise<void> {
  const res = await signedFetch(key, 'DELETE');
  if (!res.ok && res.status !== 404) throw failed('DELETE', res);
}

/** S3's smallest part but the last; parts are sent when this much has been written. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * A file written piece by piece as a multipart upload: at most one part (5 MB) is held in memory,
 * whatever the file's size. `finish` completes it; an upload never finished is dropped by the
 * bucket's lifecycle rule for incomplete uploads.
 */
export async function multipartWriter(key: string, contentType: string) {
  const started = await signedFetchUrl(`${objectUrl(key)}?uploads=`, 'POST', { 'content-type': contentType });
  const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(await started.text())?.[1];
  if (!uploadId) throw new Error('s3 CreateMultipartUpload answered no upload id');
  const etags: string[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    const n = etags.length + 1;
    const res = await signedFetchUrl(
      `${objectUrl(key)}?partNumber=${n}&uploadId=${encodeURIComponent(uploadId)}`,
      'PUT',
      {},
      Buffer.concat(pending),
    );
    etags.push(res.headers.get('etag') ?? '');
    pending = [];
    pendingBytes = 0;
  };
  return {
    async write(text: string) {
      const b = Buffer.from(text);
      pending.push(b);
      pendingBytes += b.length;
      if (pendingBytes >= PART_BYTES) await flush();
    },
    async finish() {
      if (pendingBytes > 0 || etags.length === 0) await flush();
      const parts = etags.map((e, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${e}</ETag></Part>`).join('');
      await signedFetchUrl(
        `${objectUrl(key)}?uploadId=${encodeURIComponent(uploadId)}`,
        'POST',
        { 'content-type': 'application/xml' },
        `<CompleteMultipartUpload>${parts}</CompleteMultipartUpload>`,
      );
    },
  };
}

/** One signed request to a URL of the bucket (with its query), failing on any non-2xx answer. */
async function signedFetchUrl(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string | Uint8Array,
): Promise<Response> {
  const r = {
    service: 's3',
    region: required('AWS_REGION'),
    url,
    method,
    headers,
    ...(body !== undefined && { body }),
  };
  const signed = await sign(r);
  const res = await fetch(url, {
    method,
    headers: signed.headers,
    ...(body !== undefined && { body: body as BodyInit }),
    signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
  });
  if (!res.ok) throw failed(method, res);
  return res;
}

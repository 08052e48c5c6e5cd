import { presignedUrl, SERVICE_TIMEOUT_MS, sign, signedPost } from './sigv4.ts';
import { required, setting } from '#lib/runtime/config';

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

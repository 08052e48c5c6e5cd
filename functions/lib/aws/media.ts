import { presignedUrl, signedPost } from './sigv4.ts';
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

import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { required, setting } from '#lib/base/config';

// The browser's presigned POST to the media bucket. S3 enforces the policy (exact key, exact
// Content-Type, a byte range); s3rver, the local stand-in, enforces none of it, which is why every
// upload is confirmed by the server (#lib/uploads/confirm) before a record may name it.

let client: S3Client | undefined;
const s3 = () => {
  const local = setting('S3_ENDPOINT');
  client ??= new S3Client({
    region: required('AWS_REGION'),
    ...(local ? { endpoint: local, forcePathStyle: true } : {}),
  });
  return client;
};

/** A form the browser may POST one file of this type and at most this size to, at this key only, for 10 minutes. */
export async function presignedPost(key: string, contentType: string, maxBytes: number) {
  return createPresignedPost(s3(), {
    Bucket: required('MEDIA_BUCKET'),
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: 600,
  });
}

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { BUCKETS } from '#infra/table';
import { MEDIA } from '#shared/media';
import { demo } from '#test/support/ids';
import { session, uniqueIp } from '#test/support/session';

const base = inject('baseUrl');
// s3rver listens on the gateway's port + 11 (docs/architecture.md, local runtime ports)
const s3 = new S3Client({
  endpoint: `http://127.0.0.1:${Number(new URL(base).port) + 11}`,
  forcePathStyle: true,
  region: 'us-west-2',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
const put = (key: string) =>
  s3.send(new PutObjectCommand({ Bucket: BUCKETS.media, Key: key, Body: `object ${key}`, ContentType: 'text/plain' }));

// an object under every prefix, private ones included: the rule must hold where objects exist
const privateKeys = [
  ...Object.values(MEDIA.private).map((p) => `${p}probe/file.png`),
  `${MEDIA.privateRoot}anything-else.pdf`,
  'exports/png/legacy-0000.png', // where exports lived before: not public either
  'unlisted/file.png', // a prefix nobody declared is private by default
];
const publicKeys = MEDIA.public.map((p) => `${p}probe/file.png`);

beforeAll(async () => {
  await Promise.all([...privateKeys, ...publicKeys].map(put));
});

describe('/media serves public prefixes only', () => {
  it.each(publicKeys)('serves %s', async (key) => {
    const r = await fetch(`${base}/media/${key}`);
    expect(r.status).toBe(200);
    expect(await r.text()).toBe(`object ${key}`);
  });

  it.each(privateKeys)('answers 404 for %s although it exists', async (key) => {
    const r = await fetch(`${base}/media/${key}`);
    expect(r.status).toBe(404);
    expect(await r.text()).not.toContain('object');
  });

  it.each([
    '/media/',
    '/media/?list-type=2',
    '/media/?list-type=2&prefix=private/',
    '/media/brands/',
    '/media/brands',
    `/media/brands/..%2F${MEDIA.private.exports}probe/file.png`,
    `/media/brands/%2e%2e/${MEDIA.private.exports}probe/file.png`,
    `/media/${MEDIA.private.exports.replace('/', '%2F')}probe/file.png`,
  ])('never lists or escapes the bucket: %s answers 404', async (path) => {
    const r = await fetch(`${base}${path}`);
    expect(r.status).toBe(404);
    const text = await r.text();
    expect(text).not.toContain('ListBucketResult');
    expect(text).not.toContain('object');
  });

  it("keeps a business user's export behind the role-checked route, answered with a short presigned link", async () => {
    const producer = DEMO_ACCOUNTS.find((a) => a.role === 'producer')!;
    const jar = session(base, { 'x-forwarded-for': uniqueIp() });
    expect(
      (await jar.post('/api/authentication/signin', { email: producer.email, password: producer.password })).status,
    ).toBe(200);
    const r = await jar.get(`/api/client/lot/${demo.lot(0)}/svg`);
    expect(r.status).toBe(200);
    const link = new URL(r.body.link);
    expect(Number(link.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(600);
    const key = decodeURIComponent(link.pathname).replace(`/${BUCKETS.media}/`, '');
    expect(key.startsWith(MEDIA.private.exports)).toBe(true);
    expect((await fetch(link)).status).toBe(200);
    // the key is computable from public data; without the signed link it is not served
    expect((await fetch(`${base}/media/${key}`)).status).toBe(404);
    expect((await fetch(`${base}/media/${key.replace(MEDIA.privateRoot, '')}`)).status).toBe(404);
  });
});

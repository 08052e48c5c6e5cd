import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MEDIA } from '#shared/media';
import * as uploadMessages from '#shared/messages/client/uploads';
import { UPLOAD_TYPES, type UploadType } from '#shared/schemas/upload';
import { makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { session, uniqueEmail, uniqueIp } from '#test/support/session';
import { storedItem } from '#test/support/table';
import { pngBytes, postToBucket, signUpload, upload } from '#test/support/uploads';
import { uploadKey } from '#lib/uploads/keys';
import { setUser } from '#test/support/data/users';

const base = inject('baseUrl');
// s3rver listens on the gateway's port + 11 (docs/architecture.md, local runtime ports)
const s3 = `http://127.0.0.1:${Number(new URL(base).port) + 11}/media`;
const PRODUCER_A = makeId(1, 0);
const PRODUCER_B = makeId(1, 1);

type Session = ReturnType<typeof session>;
let a: Session;
let b: Session;

async function signIn(email: string, password: string) {
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  expect((await s.post('/api/authentication/signin', { email, password })).status).toBe(200);
  return s;
}

/** A processor user of the second demo producer: another company's member. */
async function memberOf(clientId: string) {
  const email = uniqueEmail('uploader');
  const password = 'Uploader-Test-21';
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  const r = await s.post('/api/authentication/signup', {
    email,
    password,
    passwordVer: password,
    accountType: 'customer',
  });
  expect(r.status).toBe(200);
  await setUser(r.body.user._id, { processorUser: true, clientAssignment: clientId });
  return signIn(email, password);
}

const bucketStatus = async (key: string) => (await fetch(`${s3}/${key}`, { method: 'HEAD' })).status;
const uploadItem = async (id: string) => await storedItem(uploadKey(id));

beforeAll(async () => {
  const producer = DEMO_ACCOUNTS.find((x) => x.role === 'producer')!;
  a = await signIn(producer.email, producer.password);
  b = await memberOf(PRODUCER_B);
});

describe('uploads straight to the bucket', () => {
  it('signs a POST for a key of its own choosing under the client, whatever the file is called', async () => {
    const asked = Math.floor(Date.now() / 1000);
    const r = await signUpload(a, PRODUCER_A, {
      name: '../../brands/other/evil.png',
      type: 'image/png',
      purpose: 'brand',
    });
    const answered = Math.ceil(Date.now() / 1000);
    expect(r.status).toBe(200);
    const { fields, url } = r.body.signedRequest;
    expect(fields.key).toMatch(new RegExp(`^${MEDIA.private.uploads}${PRODUCER_A}/${r.body.uploadId}\\.png$`));
    expect(fields['Content-Type']).toBe('image/png');
    const policy = JSON.parse(Buffer.from(fields.Policy, 'base64').toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, r.body.maxBytes],
        ['eq', '$Content-Type', 'image/png'],
        { key: fields.key },
      ]),
    );
    expect(url).toBe(s3);
    expect(r.body.url).toBe(`/media/brands/${PRODUCER_A}/${r.body.uploadId}.png`);
    // pending for a day at most: the TTL item, beside the bucket's lifecycle rule on the prefix
    const item = await uploadItem(r.body.uploadId);
    expect(item).toMatchObject({ state: 'pending', clientId: PRODUCER_A, fileName: '../../brands/other/evil.png' });
    expect(item!.expiresAt).toBeGreaterThanOrEqual(asked + 86_400);
    expect(item!.expiresAt).toBeLessThanOrEqual(answered + 86_400);
  });

  it('confirms a real PNG: the public link serves it and the pending copy is gone', async () => {
    const bytes = pngBytes(2048);
    const { signed, confirm } = await upload(
      a,
      PRODUCER_A,
      { name: 'logo.png', type: 'image/png', purpose: 'brand' },
      bytes,
    );
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(confirm.body.upload).toEqual({
      _id: signed.uploadId,
      fileName: 'logo.png',
      contentType: 'image/png',
      size: 2048,
      key: `brands/${PRODUCER_A}/${signed.uploadId}.png`,
      url: signed.url,
    });
    const served = await fetch(`${base}${signed.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect(await bucketStatus(signed.signedRequest.fields.key)).toBe(404);
    const item = await uploadItem(signed.uploadId);
    expect(item).toMatchObject({ state: 'confirmed', size: 2048 });
    expect(item!.expiresAt).toBeUndefined();
    // confirming again answers the same upload
    const again = await a.post(`/api/client/${PRODUCER_A}/upload/${signed.uploadId}/confirm`);
    expect(again.body).toEqual(confirm.body);
  });

  it('keeps a PDF private: confirmed under the private prefix, never at /media/', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const { signed, confirm } = await upload(
      a,
      PRODUCER_A,
      { name: 'coa.pdf', type: 'application/pdf', purpose: 'coa' },
      bytes,
    );
    expect(signed.url).toBeUndefined();
    expect(confirm.status).toBe(200);
    expect(confirm.body.upload.key).toBe(`${MEDIA.private.coas}${PRODUCER_A}/${signed.uploadId}.pdf`);
    expect(confirm.body.upload.url).toBeUndefined();
    expect(await bucketStatus(confirm.body.upload.key)).toBe(200);
    expect((await fetch(`${base}/media/${confirm.body.upload.key}`)).status).toBe(404);
  });

  it.each([
    ['an HTML page called .png', 'page.png', 'image/png', 'brand', '<!doctype html><script>alert(1)</script>'],
    ['an EXE called .pdf', 'invoice.pdf', 'application/pdf', 'coa', 'MZ\x90\x00\x03\x00\x00\x00\x04\x00'],
    ['a PNG called .jpg', 'photo.jpg', 'image/jpeg', 'product', pngBytes(128)],
  ])('refuses and deletes %s', async (_, name, type, purpose, content) => {
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    const { signed, confirm } = await upload(a, PRODUCER_A, { name, type, purpose }, bytes);
    expect(confirm.status).toBe(400);
    expect(confirm.body).toEqual({
      error: true,
      errorMessage: uploadMessages.wrongContent(UPLOAD_TYPES[type as UploadType].name),
    });
    expect(await bucketStatus(signed.signedRequest.fields.key)).toBe(404);
    expect((await uploadItem(signed.uploadId))!.state).toBe('refused');
    // it can never be confirmed later, even with the right bytes sent again to its key
    expect(await postToBucket(signed.signedRequest, pngBytes())).toBeLessThan(300);
    expect((await a.post(`/api/client/${PRODUCER_A}/upload/${signed.uploadId}/confirm`)).status).toBe(404);
  });

  it('refuses a file larger than it was signed for (s3rver does not hold the policy) and an empty one', async () => {
    const empty = await upload(
      a,
      PRODUCER_A,
      { name: 'empty.png', type: 'image/png', purpose: 'brand' },
      new Uint8Array(),
    );
    expect(empty.confirm.body).toEqual({ error: true, errorMessage: uploadMessages.fileEmpty });
    const signed = await signUpload(a, PRODUCER_A, { name: 'huge.png', type: 'image/png', purpose: 'brand' });
    expect(await postToBucket(signed.body.signedRequest, pngBytes(signed.body.maxBytes + 1))).toBeLessThan(300);
    const r = await a.post(`/api/client/${PRODUCER_A}/upload/${signed.body.uploadId}/confirm`);
    expect(r.body).toEqual({ error: true, errorMessage: uploadMessages.fileTooLarge(signed.body.maxBytes) });
    expect(await bucketStatus(signed.body.signedRequest.fields.key)).toBe(404);
  });

  it('answers a confirm before the file arrived with a 400 and leaves the upload pending', async () => {
    const signed = await signUpload(a, PRODUCER_A, { name: 'later.png', type: 'image/png', purpose: 'brand' });
    const r = await a.post(`/api/client/${PRODUCER_A}/upload/${signed.body.uploadId}/confirm`);
    expect(r.body).toEqual({ error: true, errorMessage: uploadMessages.fileMissing });
    expect((await uploadItem(signed.body.uploadId))!.state).toBe('pending');
  });

  it('refuses other types and type/purpose mismatches before signing anything', async () => {
    for (const [type, purpose] of <[string, string][]>[
      ['text/html', 'brand'],
      ['image/svg+xml', 'brand'],
      ['application/pdf', 'brand'],
      ['image/png', 'coa'],
      ['image/png', 'elsewhere'],
    ])
      expect((await signUpload(a, PRODUCER_A, { name: 'x', type, purpose })).status).toBe(400);
  });

  it("never lets producer B sign for, or confirm, producer A's uploads", async () => {
    expect((await signUpload(b, PRODUCER_A, { name: 'x.png', type: 'image/png', purpose: 'brand' })).status).toBe(403);
    const { signed } = await (async () => {
      const s = await signUpload(a, PRODUCER_A, { name: 'mine.png', type: 'image/png', purpose: 'brand' });
      await postToBucket(s.body.signedRequest, pngBytes());
      return { signed: s.body };
    })();
    expect((await b.post(`/api/client/${PRODUCER_A}/upload/${signed.uploadId}/confirm`)).status).toBe(403);
    // through B's own company the id is unknown
    const r = await b.post(`/api/client/${PRODUCER_B}/upload/${signed.uploadId}/confirm`);
    expect(r.status).toBe(404);
    expect(r.body.errorMessage).toBe(uploadMessages.uploadNotFound);
    expect((await uploadItem(signed.uploadId))!.state).toBe('pending');
  });
});

import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MEDIA } from '#shared/media';
import * as uploadMessages from '#shared/messages/client/uploads';
import { makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { session, uniqueIp } from '#test/support/session';
import { pngBytes, postToBucket, signUpload, upload } from '#test/support/uploads';

// Loyalty message images (docs/client-uploads.md, purpose 'loyalty'): png or jpeg, 600 KB each,
// kept private; POST message names only the company's own confirmed 'loyalty' uploads.

const base = inject('baseUrl');
const s3 = `http://127.0.0.1:${Number(new URL(base).port) + 11}/media`;
// the demo producer's company, Evergreen, has loyalty enabled
const EVERGREEN = makeId(1, 0);
const LIMIT = 600 * 1024;

let a: ReturnType<typeof session>;
const bucketStatus = async (key: string) => (await fetch(`${s3}/${key}`, { method: 'HEAD' })).status;
const messageCount = async () =>
  (await a.get(`/api/client/${EVERGREEN}/messages?limit=100`)).body.messages.length as number;

beforeAll(async () => {
  const producer = DEMO_ACCOUNTS.find((x) => x.role === 'producer')!;
  a = session(base, { 'x-forwarded-for': uniqueIp() });
  expect(
    (await a.post('/api/authentication/signin', { email: producer.email, password: producer.password })).status,
  ).toBe(200);
});

describe("the 'loyalty' upload purpose", () => {
  it('signs for 600 KB at most, under no public link', async () => {
    const r = await signUpload(a, EVERGREEN, { name: 'offer.png', type: 'image/png', purpose: 'loyalty' });
    expect(r.status).toBe(200);
    expect(r.body.maxBytes).toBe(LIMIT);
    expect(r.body.url).toBeUndefined();
    const policy = JSON.parse(Buffer.from(r.body.signedRequest.fields.Policy, 'base64').toString());
    expect(policy.conditions).toEqual(expect.arrayContaining([['content-length-range', 1, LIMIT]]));
    expect(
      (await signUpload(a, EVERGREEN, { name: 'x.pdf', type: 'application/pdf', purpose: 'loyalty' })).status,
    ).toBe(400);
  });

  it("refuses a file over 600 KB with the spec's words and deletes it (s3rver does not hold the policy)", async () => {
    const { signed, confirm } = await upload(
      a,
      EVERGREEN,
      { name: 'big.png', type: 'image/png', purpose: 'loyalty' },
      pngBytes(LIMIT + 1),
    );
    expect(confirm.status).toBe(400);
    expect(confirm.body).toEqual({ error: true, errorMessage: 'File sizes cannot exceed 600 KB' });
    expect(confirm.body.errorMessage).toBe(uploadMessages.fileSizesCannotExceed(LIMIT));
    expect(await bucketStatus(signed.signedRequest.fields.key)).toBe(404);
    expect((await a.post(`/api/client/${EVERGREEN}/upload/${signed.uploadId}/confirm`)).status).toBe(404);
  });

  it('keeps a 600 KB image private and lets a message name it, and only its own loyalty images', async () => {
    const { signed, confirm } = await upload(
      a,
      EVERGREEN,
      { name: 'exact.png', type: 'image/png', purpose: 'loyalty' },
      pngBytes(LIMIT),
    );
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const key = confirm.body.upload.key as string;
    expect(key).toBe(`${MEDIA.private.loyalty}${EVERGREEN}/${signed.uploadId}.png`);
    expect(confirm.body.upload.url).toBeUndefined();
    expect(await bucketStatus(key)).toBe(200);
    expect((await fetch(`${base}/media/${key}`)).status).toBe(404);

    // a public image of the same company, a loyalty key of another company, an unconfirmed one
    const brand = await upload(a, EVERGREEN, { name: 'b.png', type: 'image/png', purpose: 'brand' }, pngBytes());
    const pending = await signUpload(a, EVERGREEN, { name: 'p.png', type: 'image/png', purpose: 'loyalty' });
    await postToBucket(pending.body.signedRequest, pngBytes());
    const before = await messageCount();
    for (const bad of [
      brand.confirm.body.upload.key,
      `${MEDIA.private.loyalty}${makeId(1, 1)}/${signed.uploadId}.png`,
      `${MEDIA.private.loyalty}${EVERGREEN}/${pending.body.uploadId}.png`,
    ]) {
      const r = await a.post(`/api/client/${EVERGREEN}/message`, { messageBody: 'Hello', messageMediaAws: [bad] });
      expect(r.status, bad).toBe(400);
      expect(r.body).toEqual({ error: true, errorMessage: uploadMessages.notAnUpload });
    }
    expect(await messageCount()).toBe(before);

    const ok = await a.post(`/api/client/${EVERGREEN}/message`, { messageBody: 'Hello', messageMediaAws: [key] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message.messageMediaAws).toEqual([key]);
    expect(await messageCount()).toBe(before + 1);
  });
});

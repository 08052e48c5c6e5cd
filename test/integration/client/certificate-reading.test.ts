import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as testResultMessages from '#shared/messages/client/test-results';
import { certificateReadingAnswerSchema } from '#shared/schemas/certificate-reading';
import { readingKey } from '#lib/coa-reader/keys';
import { coaBytes, coaFixtures } from '#test/support/coas';
import { freshCompany, memberOf } from '#test/support/producers';
import { storedItem, useLocalTable } from '#test/support/table';
import { pngBytes, upload } from '#test/support/uploads';

// A producer's certificate read for its test result form, on the local runtime: a real upload to
// s3rver, the reading started, the stream worker reading it with the same reader as the data-entry
// service's drafts, the form's poll answered with each value and where it was printed.

const base = inject('baseUrl');
const fixture = coaFixtures().find((f) => f.name === 'sc-labs-cherry-punch')!;
const wcia = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'wcia', 'dirty-banana-breath.json'), 'utf8'),
) as { metric_list: { metrics: { name: string; qom: number }[] }[] }[];
const pdf = (name: string) => ({ name, type: 'application/pdf', purpose: 'coa' });

type Member = Awaited<ReturnType<typeof memberOf>>;
let member: Member;
let other: Member;
let companyId: string;
let otherId: string;

async function uploaded(
  s: Member,
  clientId: string,
  file: { name: string; type: string; purpose: string },
  bytes: Uint8Array,
) {
  const { confirm } = await upload(s, clientId, file, bytes);
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  return confirm.body.upload as { _id: string; key: string };
}

const readingPath = (clientId: string, uploadId: string) => `/api/client/${clientId}/certificateReading/${uploadId}`;

/** Polls the reading as the form does, until the worker has read it. */
async function read(s: Member, clientId: string, uploadId: string) {
  await expect.poll(async () => (await s.get(readingPath(clientId, uploadId))).body.state).toBe('read');
  const r = await s.get(readingPath(clientId, uploadId));
  expect(r.status).toBe(200);
  return certificateReadingAnswerSchema.parse(r.body);
}

beforeAll(async () => {
  useLocalTable();
  companyId = (await freshCompany({ name: 'Prefill Farms' })).id;
  otherId = (await freshCompany({ name: 'Other Farms' })).id;
  member = await memberOf(base, { processorUser: true, clientAssignment: companyId });
  other = await memberOf(base, { processorUser: true, clientAssignment: otherId });
});

describe("reading a producer's certificate", () => {
  it('starts with 202 and reading, then answers every value with the page and text it was printed as', async () => {
    const u = await uploaded(member, companyId, pdf('Cherry Punch.pdf'), coaBytes(fixture));
    const started = await member.post(readingPath(companyId, u._id));
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toEqual({ error: false, state: 'reading' });
    const { prefill } = await read(member, companyId, u._id);
    expect(prefill).toMatchObject({ from: 'pdf', layout: 'sc-labs', file: 0, problems: [] });
    expect(prefill!.fields.thcA).toMatchObject({ value: 19.161, source: { page: 2, printed: '19.161' } });
    expect(Object.keys(prefill!.fields).length).toBeGreaterThan(40);
    for (const [field, value] of Object.entries(prefill!.fields)) {
      expect(value!.value, field).toEqual(fixture.fields[field as keyof typeof fixture.fields]);
      expect(value, field).not.toHaveProperty('doubtful');
    }
    // the reading keeps a day
    const item = await storedItem(readingKey(u._id));
    expect(item!.expiresAt).toBeGreaterThan(Date.now() / 1000 + 86_000);
    expect(item!.expiresAt).toBeLessThanOrEqual(Date.now() / 1000 + 86_400);
  });

  it('starts one reading per upload: a second POST answers the first and writes nothing', async () => {
    const u = await uploaded(member, companyId, pdf('Cherry Punch again.pdf'), coaBytes(fixture));
    const first = await member.post(readingPath(companyId, u._id));
    expect(first.status).toBe(202);
    const stored = await storedItem(readingKey(u._id));
    await read(member, companyId, u._id);
    const afterRead = await storedItem(readingKey(u._id));
    const again = await member.post(readingPath(companyId, u._id));
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ error: false, state: 'read', prefill: { layout: 'sc-labs' } });
    expect(await storedItem(readingKey(u._id))).toEqual(afterRead);
    expect(afterRead!.createdAt).toBe(stored!.createdAt);
  });

  it('marks the values a failed check is made of as doubtful, with the check', async () => {
    // the lab's THC total made to disagree with THC + 0.877 × THCA
    const doc = structuredClone(wcia);
    doc[0]!.metric_list[0]!.metrics.find((m) => m.name === 'total active delta-9-tetrahydrocannabinols')!.qom = 20;
    const u = await uploaded(
      member,
      companyId,
      { name: 'lab-result.json', type: 'application/json', purpose: 'coa' },
      new TextEncoder().encode(JSON.stringify(doc)),
    );
    expect((await member.post(readingPath(companyId, u._id))).status).toBe(202);
    const { prefill } = await read(member, companyId, u._id);
    const check = 'Total THC 20 % does not match THC + 0.877 × THCA = 17.173 %.';
    expect(prefill!.problems).toEqual([check]);
    for (const key of ['thc', 'thcA', 'thcTotal'] as const) expect(prefill!.fields[key]?.doubtful, key).toBe(check);
    expect(prefill!.fields.limonene).not.toHaveProperty('doubtful');
  });

  it('gives a PDF it cannot open an empty reading that says why', async () => {
    const broken = new Uint8Array(512).fill(0x20);
    broken.set(new TextEncoder().encode('%PDF-1.4\nnothing else'));
    const u = await uploaded(member, companyId, pdf('broken.pdf'), broken);
    expect((await member.post(readingPath(companyId, u._id))).status).toBe(202);
    const { prefill } = await read(member, companyId, u._id);
    expect(prefill!.fields).toEqual({});
    expect(prefill!.problems).toEqual([expect.stringMatching(/could not be read automatically/)]);
  });

  it("refuses another company's upload as one that does not exist, and writes nothing", async () => {
    const theirs = await uploaded(other, otherId, pdf('theirs.pdf'), coaBytes(fixture));
    for (const r of [
      await member.post(readingPath(companyId, theirs._id)),
      await member.get(readingPath(companyId, theirs._id)),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({
        error: true,
        errorMessage: expect.stringMatching(
          new RegExp(`^(${testResultMessages.certificateUploadNotFound}|${testResultMessages.readingNotFound})$`),
        ),
      });
    }
    expect(await storedItem(readingKey(theirs._id))).toBeUndefined();
    // nor under the other company's path, which the member does not belong to
    expect((await member.post(readingPath(otherId, theirs._id))).status).toBe(403);
    // once its own company reads it, it is still not this one's
    expect((await other.post(readingPath(otherId, theirs._id))).status).toBe(202);
    expect((await member.get(readingPath(companyId, theirs._id))).body).toEqual({
      error: true,
      errorMessage: testResultMessages.readingNotFound,
    });
  });

  it('answers bad ids with 400, unknown ones with 404, and an image with 400', async () => {
    // the texts, word for word
    expect(testResultMessages.certificateUploadNotFound).toBe('No certificate uploaded to this company has that id.');
    expect(testResultMessages.readingNotFound).toBe('No reading of that certificate was started for this company.');
    expect(testResultMessages.notACertificate).toBe(
      'That upload is not a lab certificate (PDF or WCIA JSON): only certificates are read.',
    );
    const bad = await member.post(readingPath(companyId, 'not-an-id'));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: true, errorMessage: 'path.uploadId: must be a 24-character lowercase hex id' });
    const unknown = 'ffffffffffffffffffffffff';
    expect(await member.post(readingPath(companyId, unknown))).toMatchObject({
      status: 404,
      body: { error: true, errorMessage: testResultMessages.certificateUploadNotFound },
    });
    expect(await member.get(readingPath(companyId, unknown))).toMatchObject({
      status: 404,
      body: { error: true, errorMessage: testResultMessages.readingNotFound },
    });
    const image = await uploaded(
      member,
      companyId,
      { name: 'logo.png', type: 'image/png', purpose: 'brand' },
      pngBytes(),
    );
    expect(await member.post(readingPath(companyId, image._id))).toMatchObject({
      status: 400,
      body: { error: true, errorMessage: testResultMessages.notACertificate },
    });
    expect(await storedItem(readingKey(image._id))).toBeUndefined();
  });
});

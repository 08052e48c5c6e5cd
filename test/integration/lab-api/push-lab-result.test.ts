import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import * as labApiMessages from '#shared/messages/lab-api';
import { draftKey } from '#lib/test-results/keys';
import { freshCompany, memberOf } from '#test/support/producers';
import { setClient } from '#test/support/data/clients';
import { indexedItems, storedItem } from '#test/support/table';
import { clientCoaDraftsPartition } from '#lib/pipeline/keys';
import { clientUploadsPartition } from '#lib/uploads/keys';
import { EFFECT_WAIT_MS } from '#test/support/waits';

// The lab API on the local runtime: a lab's system signs each push with its company's API key and
// secret; a result for a company that chose the lab enters the data-entry pipeline (the reader fills
// its draft), or is published at once where the company trusts the feed. A wrong signature, an old
// timestamp, a replay, a company that did not choose the lab and a rotated key are refused.

const base = inject('baseUrl');
const example = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'wcia', 'v2.2.0.json'), 'utf8'),
) as Record<string, unknown>[];

let lab: { id: string };
let producer: { id: string };
let credentials: { apiKey: string; apiSecret: string };
let labMember: Awaited<ReturnType<typeof memberOf>>;

beforeAll(async () => {
  lab = await freshCompany({ type: 'lab', name: `Signed Labs ${Date.now()}` });
  producer = await freshCompany({ name: 'Feed Farms' });
  await setClient(producer.id, {
    labFeeds: [{ company: lab.id, trusted: false }],
    coaDataEntryService: { enabled: true, serviceLimit: 10 },
  });
  labMember = await memberOf(base, { processorUser: true, clientAssignment: lab.id });
  const rotated = await labMember.post(`/api/client/${lab.id}/apiSecret`);
  expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
  credentials = rotated.body;
});

const sign = (secret: string, timestamp: number, company: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${company}.${body}`).digest('hex');

async function push(
  body: unknown,
  {
    clientId = producer.id,
    key = credentials.apiKey,
    secret = credentials.apiSecret,
    at = Math.floor(Date.now() / 1000),
    headers,
  }: { clientId?: string; key?: string; secret?: string; at?: number; headers?: Record<string, string> } = {},
) {
  const text = JSON.stringify(body);
  const sent = headers ?? {
    'x-cannastamp-key': key,
    'x-cannastamp-timestamp': String(at),
    'x-cannastamp-signature': sign(secret, at, clientId, text),
  };
  const res = await fetch(`${base}/api/labs/results/${clientId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sent },
    body: text,
  });
  return { status: res.status, body: await res.json(), headers: sent };
}

const wcia = (lot: string) => ({
  format: 'wcia',
  document: { ...example[0], sample: { id: lot, sample_source_id: '' } },
});

describe('a signed push', () => {
  it("enters the pipeline for a company that chose the lab, its draft read from the lab's document", async () => {
    const r = await push(wcia('FEED-LOT-1'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.results).toEqual([
      { lot: 'FEED-LOT-1', outcome: 'review', testResult: expect.any(String), parentLot: expect.any(String) },
    ]);
    const draft = await vi.waitFor(
      async () => {
        const d = await storedItem(draftKey(r.body.results[0].testResult));
        expect(d?.prefill).toBeDefined();
        return d!;
      },
      { timeout: EFFECT_WAIT_MS, interval: 200 },
    );
    expect(draft.prefill.fields.thc).toMatchObject({ value: 3.419 });
    expect(draft.submittedBy).toBe(lab.id);

    // the same result pushed again, newly signed: taken once
    const again = await push(wcia('FEED-LOT-1'), { at: Math.floor(Date.now() / 1000) - 30 });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.results).toEqual([{ lot: 'FEED-LOT-1', outcome: 'alreadySent' }]);
  });

  it('is refused when unsigned, wrongly signed, old, replayed, or for a company that did not choose the lab', async () => {
    const body = wcia('FEED-LOT-2');
    expect(await push(body, { headers: {} })).toMatchObject({
      status: 401,
      body: { errorMessage: labApiMessages.unsigned },
    });
    expect(await push(body, { secret: 'not-the-secret' })).toMatchObject({
      status: 401,
      body: { errorMessage: labApiMessages.badSignature },
    });
    expect(await push(body, { key: 'ck_nobodys_key' })).toMatchObject({ status: 401 });
    expect(await push(body, { at: Math.floor(Date.now() / 1000) - 301 })).toMatchObject({
      status: 401,
      body: { errorMessage: labApiMessages.staleTimestamp },
    });
    const first = await push(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const replay = await push(body, { headers: first.headers });
    expect(replay).toMatchObject({ status: 409, body: { errorMessage: labApiMessages.replayed } });
    // a captured push sent to another company does not hold: the company is signed too
    const other = await freshCompany({ name: 'Unchosen Farms' });
    expect(await push(body, { clientId: other.id, headers: first.headers })).toMatchObject({
      status: 401,
      body: { errorMessage: labApiMessages.badSignature },
    });
    expect(await push(body, { clientId: other.id })).toMatchObject({
      status: 403,
      body: { errorMessage: labApiMessages.notChosen },
    });
  });

  it("publishes at once where the company trusts the lab's feed and the push names the sample", async () => {
    await setClient(producer.id, { labFeeds: [{ company: lab.id, trusted: true }] });
    const r = await push({
      ...wcia('FEED-LOT-3'),
      sample: { sampleTypeCategory: 'Flower', sampleType: 'Flower - Cured', strain: 'Feed Kush' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.results[0]).toMatchObject({ lot: 'FEED-LOT-3', outcome: 'published' });
    const grower = await memberOf(base, { processorUser: true, clientAssignment: producer.id });
    const saved = await grower.get(`/api/client/${producer.id}/testResult/${r.body.results[0].testResult}`);
    expect(saved.status).toBe(200);
    expect(saved.body.testResult).toMatchObject({
      approved: true,
      strain: 'Feed Kush',
      testLab: { _id: lab.id },
      tracabilitySampleLotId: 'FEED-LOT-3',
      thc: 3.419,
    });
    expect(Object.keys(saved.body.testResult.panels).length).toBeGreaterThan(3);
    await setClient(producer.id, { labFeeds: [{ company: lab.id, trusted: false }] });
  });

  it('ends with a rotation at once, and is limited per key', async () => {
    const old = credentials;
    const rotated = await labMember.post(`/api/client/${lab.id}/apiSecret`);
    credentials = rotated.body;
    expect(await push(wcia('FEED-LOT-4'), { key: old.apiKey, secret: old.apiSecret })).toMatchObject({
      status: 401,
    });
    expect((await push(wcia('FEED-LOT-4'))).status).toBe(200);
    // counted before anything is checked: a flood of anything under one key stops at 60 a minute
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++)
      statuses.push((await push(wcia('FEED-LOT-4'), { key: 'ck_flood', secret: 'x' })).status);
    expect(statuses.slice(0, 55).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('malformed documents and files', () => {
  it('are each answered 400 with a reason, and nothing is kept', async () => {
    const c = await freshCompany({ name: 'Fuzzed Farms' });
    await setClient(c.id, {
      labFeeds: [{ company: lab.id, trusted: true }],
      coaDataEntryService: { enabled: true, serviceLimit: 100 },
    });
    const doc = example[0]!;
    const bad: unknown[] = [
      { format: 'wcia', document: {} },
      { format: 'wcia', document: { ...doc, metric_list: 'none' } },
      { format: 'wcia', document: { ...doc, metric_list: [{ test_type: 7, metrics: {} }] } },
      { format: 'wcia', document: { ...doc, sample: 'lot' } },
      { format: 'wcia', document: { ...doc, lab_name: { name: 'x' } } },
      { format: 'wcia', document: [{}, doc] },
      { format: 'wcia', document: Array.from({ length: 51 }, () => doc) },
      { format: 'wcia', document: 'a string' },
      { format: 'ccrs', csv: '' },
      { format: 'ccrs', csv: 'not,a,labtest\r\n1,2,3' },
      { format: 'ccrs', csv: 'NumberRecords,9\r\nLicenseNumber' },
      { format: 'xml', document: doc },
      { format: 'wcia', document: doc, sample: { strain: 'only a strain' } },
      { format: 'wcia', document: doc, extra: true },
    ];
    // and random damage to the example: a required part dropped or of another type
    let seed = 11;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const junk: Record<string, unknown[]> = {
      lab_name: [null, 0, [], {}, true],
      sample: [null, 0, 'lot', true],
      metric_list: [undefined, null, 0, '', {}, true, 'ND'],
    };
    for (let i = 0; i < 30; i++) {
      const key = Object.keys(junk)[rand(3)]!;
      const damaged: Record<string, unknown> = { ...doc, [key]: junk[key]![rand(junk[key]!.length)] };
      bad.push({ format: 'wcia', document: damaged });
    }
    const now = Math.floor(Date.now() / 1000);
    // each signed at its own second: two damaged copies may be the same body
    for (const [i, body] of bad.entries()) {
      const r = await push(body, { clientId: c.id, at: now - i });
      expect(r.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(r.body.errorMessage).toEqual(expect.any(String));
    }
    expect(await indexedItems('gsi1', clientUploadsPartition(c.id))).toEqual([]);
    expect(await indexedItems('gsi1', clientCoaDraftsPartition(c.id))).toEqual([]);
    const grower = await memberOf(base, { processorUser: true, clientAssignment: c.id });
    expect((await grower.get(`/api/client/${c.id}/testResults`)).body.testResults).toEqual([]);
  });
});

import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as pipelineMessages from '#shared/messages/service/pipeline';
import type { Lot } from '#shared/schemas/catalog';
import type { PipelineItem } from '#shared/schemas/pipeline';
import { freshCompany, memberOf } from '#test/support/producers';
import { storedItem } from '#test/support/table';
import { upload } from '#test/support/uploads';
import { lotKey } from '#lib/lots/keys';
import { setClient } from '#test/support/data/clients';
import { setLotLease } from '#test/support/data/lots';

// The data-entry and review pipeline on the local runtime: certificates sent through the COA Data
// Entry Service are checked out under a lease, entered, reviewed by someone else, and approval
// publishes the result where the public product page and search read it. Each test keeps to its own
// company's certificates (the checkout's clientId), since other tests' staff share the queue.

const base = inject('baseUrl');
type Member = Awaited<ReturnType<typeof memberOf>>;

const pdfBytes = () => {
  const b = new Uint8Array(256).fill(0x20);
  b.set(new TextEncoder().encode('%PDF-1.4\n'));
  return b;
};

let lab: { _id: string; name: string };

async function serviceCompany(name: string) {
  const company = await freshCompany({ name });
  await setClient(company.id, { coaDataEntryService: { enabled: true, serviceLimit: 200 } });
  const member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
  return { ...company, member };
}

/** Sends n COAs through the COA Data Entry Service: n pending lots with their drafts. */
async function sendCoas(c: { id: string; member: Member }, n: number) {
  const keys: string[] = [];
  for (let i = 0; i < n; i++) {
    const { confirm } = await upload(
      c.member,
      c.id,
      { name: `coa-${i}.pdf`, type: 'application/pdf', purpose: 'coa' },
      pdfBytes(),
    );
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    keys.push(confirm.body.upload.key);
  }
  const r = await c.member.post(`/api/client/${c.id}/testResult/premium`, {
    dataOwner: c.id,
    mode: n === 1 ? 'single' : 'multiple',
    pdfFiles: keys,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.sent as { pdfFile: string; lot: string; testResult: string }[];
}

const entry = (s: Member, clientId: string) => s.post(`/api/service/data-entry/pending?clientId=${clientId}`);
const review = (s: Member, clientId: string) => s.post(`/api/service/data-entry/review?clientId=${clientId}`);
const itemOf = (r: { body: { item: PipelineItem | null } }) => r.body.item;

const storedLot = async (id: string) => (await storedItem(lotKey(id))) as (Lot & Record<string, unknown>) | undefined;

const form = (over: Record<string, unknown> = {}, figures: Record<string, unknown> = {}) => ({
  testLab: lab,
  sampleTypeCategory: 'Flower',
  sampleType: 'Flower - Cured',
  strain: 'Pipeline Kush',
  tracabilitySampleLotId: 'S-PIPE-1',
  tracabilityParentLotId: 'P-PIPE-1',
  testDate: '2026-11-02',
  figures: { thc: '0.83', thcA: '24.89', thcTotal: '22.66', cbd: 'ND', myrcene: '0.91', ...figures },
  ...over,
});

const save = (s: Member, item: PipelineItem, body = form()) =>
  s.put(`/api/service/${item.client._id}/testResult/${item.testResultId}`, body);
const step = (s: Member, item: PipelineItem, body: Record<string, unknown>) =>
  s.put(`/api/service/${item.client._id}/lot/${item.lot._id}`, body);

const thisWeek = async (s: Member) => {
  const r = await s.get('/api/service/quality?weeks=1');
  expect(r.status).toBe(200);
  return r.body.weeks[0] as { fieldsEntered: number; fieldsChanged: number; rejected: number; itemsReviewed: number };
};

let enterer: Member;
let enterer2: Member;
let reviewer: Member;
let both: Member;
beforeAll(async () => {
  [enterer, enterer2, reviewer, both] = await Promise.all([
    memberOf(base, { serviceDataEntry: true }),
    memberOf(base, { serviceDataEntry: true }),
    memberOf(base, { serviceReview: true }),
    memberOf(base, { serviceDataEntry: true, serviceReview: true }),
  ]);
  const someone = await serviceCompany('Lab Lookup Farms');
  lab = (await someone.member.get(`/api/client/${someone.id}/client/keypairs/labs`)).body.options[0];
  expect(lab).toBeDefined();
});

describe('checkout leases', () => {
  it('never gives one item to two of 20 staff checking out at once', async () => {
    const c = await serviceCompany('Contention Farms');
    const sent = await sendCoas(c, 5);
    const staff = await Promise.all(Array.from({ length: 20 }, () => memberOf(base, { serviceDataEntry: true })));
    const answers = await Promise.all(staff.map((s) => entry(s, c.id)));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const held = answers
      .map(itemOf)
      .flatMap((item, i) => (item ? [{ lot: item.lot._id, user: staff[i]!.userId }] : []));
    // five items, five holders, each item once, and the table agrees with every answer
    expect(held).toHaveLength(5);
    expect(new Set(held.map((h) => h.lot)).size).toBe(5);
    expect(new Set(held.map((h) => h.lot))).toEqual(new Set(sent.map((s) => s.lot)));
    for (const h of held) expect((await storedLot(h.lot))?.processingInfo?.entryUser).toBe(h.user);
    expect(answers.filter((a) => itemOf(a) === null)).toHaveLength(15);
  });

  it('resumes the caller’s own item, and answers null when nothing is left', async () => {
    const c = await serviceCompany('Resume Farms');
    const [sent] = await sendCoas(c, 1);
    const first = itemOf(await entry(enterer, c.id));
    expect(first?.lot._id).toBe(sent!.lot);
    expect(first?.files).toHaveLength(1);
    expect(first?.files[0]).toMatchObject({ key: sent!.pdfFile, kind: 'pdf' });
    expect(itemOf(await entry(enterer, c.id))?.lot._id).toBe(sent!.lot);
    expect(itemOf(await entry(enterer2, c.id))).toBeNull();
  });

  it('returns a lease left alone to the queue once its 30 minutes have passed', async () => {
    const c = await serviceCompany('Lease Farms');
    const [sent] = await sendCoas(c, 1);
    const asked = Date.now();
    expect(itemOf(await entry(enterer, c.id))?.lot._id).toBe(sent!.lot);
    const answered = Date.now();
    // thirty minutes from the checkout, which is between the request and its answer
    const lease = Date.parse((await storedLot(sent!.lot))!.processingInfo!.leaseUntil!);
    expect(lease).toBeGreaterThanOrEqual(asked + 30 * 60_000);
    expect(lease).toBeLessThanOrEqual(answered + 30 * 60_000);
    // the first holder walked away half an hour ago
    await setLotLease(sent!.lot, new Date(Date.now() - 1000).toISOString());
    expect(itemOf(await entry(enterer2, c.id))?.lot._id).toBe(sent!.lot);
    expect((await storedLot(sent!.lot))?.processingInfo?.entryUser).toBe(enterer2.userId);
    // the first holder's saves no longer hold
    const stale = await save(enterer, {
      client: { _id: c.id, name: '' },
      testResultId: sent!.testResult,
    } as PipelineItem);
    expect(stale).toMatchObject({ status: 409, body: { errorMessage: pipelineMessages.notHeld } });
  });
});

describe('entry, review and approval', () => {
  it('takes a certificate from the COA service to the public product page', async () => {
    const c = await serviceCompany('Published Farms');
    const [sent] = await sendCoas(c, 1);
    // the producer's product already names the certificate's lot (off sale until it has a result)
    const made = await c.member.post(`/api/client/${c.id}/product`, {
      name: 'Pipeline Kush',
      brand: c.brands[0],
      productCategory: 'Flower',
      productType: 'Indoor',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const product = made.body.product as { _id: string };
    const linked = await c.member.put(`/api/client/${c.id}/product/${product._id}`, {
      name: 'Pipeline Kush',
      brand: c.brands[0],
      productCategory: 'Flower',
      productType: 'Indoor',
      latestLot: sent!.lot,
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const before = await thisWeek(reviewer);

    const item = itemOf(await entry(enterer, c.id))!;
    expect(item).toMatchObject({ stage: 'entry', client: { _id: c.id, name: 'Published Farms' } });
    // sending to review before the form is saved is refused and changes nothing
    expect(await step(enterer, item, { 'processingInfo.status': 'review' })).toMatchObject({
      status: 400,
      body: { errorMessage: pipelineMessages.notEnteredYet },
    });
    const saved = await save(enterer, item);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.testResult).toMatchObject({ strain: 'Pipeline Kush', thcA: 24.89, pdfFiles: [sent!.pdfFile] });
    // nothing is published before review
    expect((await c.member.get(`/api/client/${c.id}/testResult/${sent!.testResult}`)).status).toBe(404);
    const done = await step(enterer, item, {
      'processingInfo.status': 'review',
      'processingInfo.entryUser': enterer.userId,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.lot.processingInfo).toMatchObject({ status: 'review', entryUser: enterer.userId });
    expect(done.body.lot.processingInfo.entryStopDate).toBeDefined();
    expect(itemOf(await entry(enterer, c.id))).toBeNull();

    const r = itemOf(await review(reviewer, c.id))!;
    expect(r).toMatchObject({ stage: 'review', lot: { _id: sent!.lot } });
    expect(r.result).toMatchObject({ strain: 'Pipeline Kush', thcTotal: 22.66 });
    // Approve with edits: the form first, then completed with the outcome error
    const edited = await save(reviewer, r, form({ strain: 'Pipeline OG' }, { thcTotal: '22.67' }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const approved = await step(reviewer, r, {
      'processingInfo.status': 'completed',
      'processingInfo.reviewOutcome': 'error',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.lot).toMatchObject({
      available: true,
      processingInfo: { status: 'completed', reviewOutcome: 'error', reviewUser: reviewer.userId },
    });
    expect(itemOf(await review(reviewer, c.id))).toBeNull();

    // the producer sees the result, approved, with the reviewer's edits
    const mine = await c.member.get(`/api/client/${c.id}/testResult/${sent!.testResult}`);
    expect(mine.status).toBe(200);
    expect(mine.body.testResult).toMatchObject({ approved: true, strain: 'Pipeline OG', thcTotal: 22.67 });
    // the lot's public page lists the approved certificate as its first version
    const log = await c.member.get(`/api/lab-result/${sent!.lot}/versions`);
    expect(log.status).toBe(200);
    expect(log.body.versions).toMatchObject([{ testResultId: sent!.testResult, kind: 'first', approved: true }]);
    // the public product page and search follow (the read cache and the search index keep 5 s)
    await expect
      .poll(async () => (await c.member.get(`/api/consumer/product/${product._id}`)).body?.latestLot?.testResult, {
        interval: 250,
      })
      .toMatchObject({ _id: sent!.testResult, strain: 'Pipeline OG' });
    await expect
      .poll(
        async () =>
          ((await c.member.post('/api/consumer/search', { searchString: 'Pipeline Kush' })).body?.unavailable ?? [])
            .concat(
              (await c.member.post('/api/consumer/search', { searchString: 'Pipeline Kush' })).body?.available ?? [],
            )
            .find((p: { _id: string }) => p._id === product._id)?.latestLot?.testResult,
        { interval: 250 },
      )
      .toBeTruthy();
    // the week counted the fields entered and the two the reviewer changed
    const after = await thisWeek(reviewer);
    expect(after.fieldsEntered - before.fieldsEntered).toBeGreaterThanOrEqual(12);
    expect(after.fieldsChanged - before.fieldsChanged).toBeGreaterThanOrEqual(2);
    expect(after.itemsReviewed - before.itemsReviewed).toBeGreaterThanOrEqual(1);
  });

  it('rejects with notes: back to entry with errorOccured, the notes shown to the next entry', async () => {
    const c = await serviceCompany('Rejected Farms');
    const [sent] = await sendCoas(c, 1);
    const item = itemOf(await entry(enterer, c.id))!;
    expect((await save(enterer, item)).status).toBe(200);
    expect((await step(enterer, item, { 'processingInfo.status': 'review' })).status).toBe(200);
    const r = itemOf(await review(reviewer, c.id))!;
    const rejectedBefore = (await thisWeek(reviewer)).rejected;
    for (const notes of [undefined, '', 'bad', '   x    ']) {
      const short = await step(reviewer, r, {
        'processingInfo.status': 'pending',
        'processingInfo.reviewNotes': notes,
      });
      expect(short).toMatchObject({ status: 400, body: { errorMessage: pipelineMessages.rejectNotesTooShort } });
    }
    expect((await storedLot(sent!.lot))?.processingInfo?.status).toBe('review');
    const rejected = await step(reviewer, r, {
      'processingInfo.status': 'pending',
      'processingInfo.reviewOutcome': 'error',
      'processingInfo.errorOccured': true,
      'processingInfo.reviewNotes': 'THCA is 24.89, not 2.489',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.lot.processingInfo).toMatchObject({
      status: 'pending',
      reviewOutcome: 'error',
      errorOccured: true,
      reviewNotes: 'THCA is 24.89, not 2.489',
    });
    expect(rejected.body.lot.processingInfo.reviewUser).toBeUndefined();
    expect((await thisWeek(reviewer)).rejected - rejectedBefore).toBeGreaterThanOrEqual(1);
    // the next entry (anyone) gets it with the notes and the form as it was
    const again = itemOf(await entry(enterer2, c.id))!;
    expect(again.lot.processingInfo).toMatchObject({ reviewNotes: 'THCA is 24.89, not 2.489', errorOccured: true });
    expect(again.result).toMatchObject({ strain: 'Pipeline Kush' });
  });

  it('never lets the person who entered an item review it', async () => {
    const c = await serviceCompany('Own Entry Farms');
    await sendCoas(c, 1);
    const item = itemOf(await entry(both, c.id))!;
    expect((await save(both, item)).status).toBe(200);
    expect((await step(both, item, { 'processingInfo.status': 'review' })).status).toBe(200);
    expect(itemOf(await review(both, c.id))).toBeNull();
    // not even by naming it directly
    expect(
      await step(both, item, { 'processingInfo.status': 'completed', 'processingInfo.reviewOutcome': 'accurate' }),
    ).toMatchObject({ status: 409 });
    expect(itemOf(await review(reviewer, c.id))?.lot._id).toBe(item.lot._id);
  });

  it('refuses steps by anyone but the holder, users other than the caller, and another company’s path', async () => {
    const c = await serviceCompany('Holder Farms');
    const other = await serviceCompany('Other Farms');
    await sendCoas(c, 1);
    const item = itemOf(await entry(enterer, c.id))!;
    expect(await save(enterer2, item)).toMatchObject({ status: 409, body: { errorMessage: pipelineMessages.notHeld } });
    expect(
      await step(enterer, item, { 'processingInfo.status': 'review', 'processingInfo.entryUser': enterer2.userId }),
    ).toMatchObject({ status: 400, body: { errorMessage: pipelineMessages.notYou } });
    // the same ids under another company are not found
    expect((await save(enterer, { ...item, client: { _id: other.id, name: '' } })).status).toBe(404);
    expect(
      (await step(enterer, { ...item, client: { _id: other.id, name: '' } }, { 'processingInfo.status': 'review' }))
        .status,
    ).toBe(404);
    // a reviewer cannot end an entry, nor approve what is not in review
    expect((await step(reviewer, item, { 'processingInfo.status': 'review' })).status).toBe(403);
    expect(
      (await step(reviewer, item, { 'processingInfo.status': 'completed', 'processingInfo.reviewOutcome': 'accurate' }))
        .status,
    ).toBe(409);
    // a producer, even of this company, is refused before anything is read
    expect((await c.member.post('/api/service/data-entry/pending')).status).toBe(403);
    expect((await save(c.member, item)).status).toBe(403);
    expect((await storedLot(item.lot._id))?.processingInfo).toMatchObject({
      status: 'pending',
      entryUser: enterer.userId,
    });
  });
});

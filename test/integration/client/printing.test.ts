import { GetQueueUrlCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, inject, it } from 'vitest';
import * as printMessages from '#shared/messages/client/printing';
import { templateOf } from '#shared/printing/templates';
import { buildDemoData } from '#infra/local/seed/demo-data';
import { newId } from '#lib/base/ids';
import { freshCompany, memberOf } from '#test/support/producers';
import { pdfFacts } from '#test/support/pdf';
import { decodeQr, pageText } from '#test/support/qr';
import { putStoredItem, storedItem } from '#test/support/table';
import { addLot } from '#test/support/data/lots';
import { addTestResult } from '#test/support/data/test-results';
import { productKey } from '#lib/products/keys';
import { printJobKey } from '#lib/printing/keys';

// Sticker printing end to end on the local runtime: the route records and queues a job, the print
// worker (fauxqs → Chromium) renders the sheets once, and the page's poll gets a private link.

const base = inject('baseUrl');
const ports = inject('ports');
const data = buildDemoData();
const sqs = new SQSClient({
  endpoint: `http://127.0.0.1:${ports.sqs}`,
  region: 'us-west-2',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

/** A parent lot of the company with a copy of a demo test result, written by their stores. */
async function parentLot(company: { id: string }, status: 'completed' | 'pending' = 'completed') {
  const lotId = newId();
  const testId = newId();
  const now = new Date().toISOString();
  const test = {
    ...data.tests[0]!,
    _id: testId,
    dataOwner: company.id,
    producer: company.id,
    lotId,
    createdAt: now,
    updatedAt: now,
  };
  await addTestResult(test);
  const owner = { _id: company.id, name: 'Test Producer' };
  await addLot({
    _id: lotId,
    lotType: 'parentLot',
    producer: owner,
    owner,
    testResult: testId,
    available: true,
    processingInfo: { status },
    createdAt: now,
    updatedAt: now,
  });
  return lotId;
}

async function producer() {
  const company = await freshCompany();
  const member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
  return { company, member };
}

const jobItem = async (id: string) => await storedItem(printJobKey(id));

async function finished(member: Awaited<ReturnType<typeof memberOf>>, clientId: string, id: string) {
  let job: { status: string; link?: string; sheets?: number; errorMessage?: string } = { status: 'queued' };
  await expect
    .poll(
      async () => {
        job = (await member.get(`/api/client/${clientId}/printJob/${id}`)).body.printJob;
        return job.status;
      },
      { interval: 500 },
    )
    .toMatch(/done|failed/);
  return job;
}

describe('sticker printing', () => {
  it("renders a queued job once at the template geometry, and the smallest sticker's QR code decodes at 300 dpi", async () => {
    const { company, member } = await producer();
    const lotId = await parentLot(company);
    const options = await member.get(`/api/client/${company.id}/keypairs/parentLots`);
    expect(options.body.options).toEqual([expect.objectContaining({ _id: lotId })]);

    const r = await member.post(`/api/client/${company.id}/templateGenerator`, {
      printJob: { parentLot: lotId, count: 120, template: 'uline-circular-075' },
    });
    expect(r.status).toBe(200);
    expect(r.body.printJob).toMatchObject({ kind: 'stickers', status: 'queued' });
    const id = r.body.printJob._id as string;

    const job = await finished(member, company.id, id);
    expect(job).toMatchObject({ status: 'done', sheets: 2 });
    const pdf = new Uint8Array(await (await fetch(job.link!)).arrayBuffer());
    const facts = pdfFacts(pdf);
    expect(facts.pages).toBe(2);
    expect(facts.mediaBoxes.every((b) => b[2] === 612 && b[3] === 792)).toBe(true);

    // the first 0.75-inch sticker, alone in the crop: its QR code names the lot's public page
    const t = templateOf('uline-circular-075')!;
    const text = await decodeQr(pdf, 1, 300, { x: t.left, y: t.top, width: t.diameter, height: t.diameter });
    expect(text).toMatch(new RegExp(`/lab-result/${lotId}$`));
    // and the last sticker of the second sheet (120 - 108 = 12: the third of its second row)
    const last = await decodeQr(pdf, 2, 300, {
      x: t.left + 2 * t.pitchX,
      y: t.top + t.pitchY,
      width: t.diameter,
      height: t.diameter,
    });
    expect(last).toBe(text);

    // a redelivery, and a second message for the same job, make no second sheet
    const queue = (await sqs.send(new GetQueueUrlCommand({ QueueName: 'print-jobs' }))).QueueUrl!;
    for (let i = 0; i < 2; i++)
      await sqs.send(new SendMessageCommand({ QueueUrl: queue, MessageBody: JSON.stringify({ printJobId: id }) }));
    await new Promise((done) => setTimeout(done, 3000));
    expect(await jobItem(id)).toMatchObject({ status: 'done', renders: 1 });
  });

  it("refuses another company's lot, a pending lot, an unsupported template and a bad count", async () => {
    const a = await producer();
    const b = await producer();
    const lotA = await parentLot(a.company);
    const pending = await parentLot(b.company, 'pending');
    const post = (clientId: string, printJob: unknown) =>
      b.member.post(`/api/client/${clientId}/templateGenerator`, { printJob });
    const stickers = (parentLot: string, template = 'uline-circular-100', count: unknown = 5) => ({
      parentLot,
      count,
      template,
    });

    // B cannot reach A's lot through B's own client, nor A's client at all
    expect((await post(b.company.id, stickers(lotA))).status).toBe(404);
    expect((await post(a.company.id, stickers(lotA))).status).toBe(403);
    const p = await post(b.company.id, stickers(pending));
    expect(p.status).toBe(400);
    expect(p.body.errorMessage).toBe(printMessages.lotNotPrintable);
    const avery = await post(b.company.id, stickers(pending, 'avery-circular-100'));
    expect(avery.status).toBe(400);
    expect(avery.body.errorMessage).toContain(printMessages.templateNotSupported);
    expect((await post(b.company.id, stickers(pending, 'uline-circular-100', '5'))).status).toBe(400);
    expect((await post(b.company.id, stickers(pending, 'uline-circular-100', 0))).status).toBe(400);
    // the picker offers printable lots only: the pending one is left out, a finished one is there
    const ready = await parentLot(b.company);
    const options = await b.member.get(`/api/client/${b.company.id}/keypairs/parentLots`);
    expect(options.body.options.map((o: { _id: string }) => o._id)).toEqual([ready]);
  });

  it("never shows one company's print job to another", async () => {
    const a = await producer();
    const b = await producer();
    const lotA = await parentLot(a.company);
    const r = await a.member.post(`/api/client/${a.company.id}/templateGenerator`, {
      printJob: { parentLot: lotA, count: 1, template: 'blank-full-000' },
    });
    const id = r.body.printJob._id as string;
    expect((await b.member.get(`/api/client/${b.company.id}/printJob/${id}`)).status).toBe(404);
    expect((await b.member.get(`/api/client/${a.company.id}/printJob/${id}`)).status).toBe(403);
    const job = await finished(a.member, a.company.id, id);
    expect(job.status).toBe('done');
    const pdf = new Uint8Array(await (await fetch(job.link!)).arrayBuffer());
    expect(pdfFacts(pdf).pages).toBe(1);
    expect(await decodeQr(pdf, 1, 150, { x: 6.9, y: 9.4, width: 1.3, height: 1.3 })).toMatch(
      new RegExp(`/lab-result/${lotA}$`),
    );
  });

  it("prints product cards ten a sheet with their MSRP, for the company's own products only", async () => {
    const a = await producer();
    const b = await producer();
    const now = new Date().toISOString();
    const { latestLot: _none, ...productBase } = data.products[0]!;
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      const id = newId();
      ids.push(id);
      // a copy of a demo product, tags and all, kept out of every list (the Terpestival list included)
      await putStoredItem({
        ...productBase,
        _id: id,
        name: `Card Product ${i}`,
        producer: a.company.id,
        brand: { _id: a.company.brands[0]!, name: 'House Brand' },
        createdAt: now,
        updatedAt: now,
        ...productKey(id),
        entity: 'product',
      });
    }
    const refused = await b.member.post(`/api/client/${b.company.id}/print/product-cards`, {
      products: [{ _id: ids[0] }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe(printMessages.productsNotFound);
    // an MSRP is dollars to the cent, 0 to 100,000: anything else is refused before a job exists
    for (const msrp of [-1, 100_000.01, 12.345])
      expect(
        (await a.member.post(`/api/client/${a.company.id}/print/product-cards`, { products: [{ _id: ids[0], msrp }] }))
          .body.errorMessage,
      ).toContain(printMessages.msrpRange);
    const r = await a.member.post(`/api/client/${a.company.id}/print/product-cards`, {
      products: ids.map((_id, i) => (i === 3 ? { _id } : { _id, msrp: i === 1 ? 100_000 : 20 + i + 0.5 })),
    });
    expect(r.status).toBe(200);
    const job = await finished(a.member, a.company.id, r.body.printJob._id);
    expect(job).toMatchObject({ status: 'done', sheets: 2 });
    // the MSRP is on the rendered card, as text in the PDF: each card its own, none where none was given
    const pdf = new Uint8Array(await (await fetch(job.link!)).arrayBuffer());
    const first = await pageText(pdf, 1);
    expect(first).toContain('MSRP $20.50');
    expect(first).toContain('MSRP $100,000.00');
    expect(first).toContain('MSRP $22.50');
    expect(first).not.toContain('MSRP $23.50');
    expect(first.match(/MSRP \$/g)).toHaveLength(9);
    expect(await pageText(pdf, 2)).toContain('MSRP $30.50');
  });

  it('prints on the flyer and the table-top cards only the products that are available', async () => {
    const { company, member } = await producer();
    const lotId = await parentLot(company);
    const product = async (name: string, available: boolean) => {
      const r = await member.post(`/api/client/${company.id}/product`, {
        name,
        brand: company.brands[0],
        productCategory: 'Flower',
        productType: 'Indoor',
        ...(available ? { latestLot: lotId } : {}),
        available,
      });
      expect(r.status).toBe(200);
    };
    await product('Shelf Kush', true);
    await product('Sold Out Haze', false);
    for (const material of ['flyer', 'tableTopCards'] as const) {
      const r = await member.post(`/api/client/${company.id}/print/materials`, { material });
      expect(r.status).toBe(200);
      const job = await finished(member, company.id, r.body.printJob._id);
      expect(job.status).toBe('done');
      const text = await pageText(new Uint8Array(await (await fetch(job.link!)).arrayBuffer()), 1);
      expect(text).toContain('Shelf Kush');
      expect(text).not.toContain('Sold Out Haze');
    }
  });
});

import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as coaMessages from '#shared/messages/client/coa-service';
import * as uploadMessages from '#shared/messages/client/uploads';
import { freshCompany, memberOf } from '#test/support/producers';
import { storedItem, indexedItems } from '#test/support/table';
import { upload } from '#test/support/uploads';
import { pipelineQueue } from '#lib/pipeline/keys';
import { clientLotsPartition } from '#lib/lots/keys';
import { draftKey, testResultKey } from '#lib/test-results/keys';
import { setClient } from '#test/support/data/clients';

// The COA Data Entry Service on the local runtime: real uploads (sign, POST to s3rver, confirm),
// the monthly counter's conditional reservation, and what one sent PDF writes: its marker, a
// pending parent lot in the pipeline's partition and a draft test result out of the result lists.

const base = inject('baseUrl');
type Member = Awaited<ReturnType<typeof memberOf>>;

const pdfBytes = (size = 256) => {
  const b = new Uint8Array(size).fill(0x20);
  b.set(new TextEncoder().encode('%PDF-1.4\n'));
  return b;
};

async function enableService(clientId: string, serviceLimit: number, enabled = true) {
  await setClient(clientId, { coaDataEntryService: { enabled, serviceLimit } });
}

async function coas(s: Member, clientId: string, n: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < n; i++) {
    const { confirm } = await upload(
      s,
      clientId,
      { name: `coa-${i}.pdf`, type: 'application/pdf', purpose: 'coa' },
      pdfBytes(),
    );
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    keys.push(confirm.body.upload.key);
  }
  return keys;
}

const send = (s: Member, clientId: string, pdfFiles: string[], mode = pdfFiles.length === 1 ? 'single' : 'multiple') =>
  s.post(`/api/client/${clientId}/testResult/premium`, { dataOwner: clientId, mode, pdfFiles });

const usage = async (s: Member, clientId: string) =>
  (await s.get(`/api/client/${clientId}/testResult/premium/usage`)).body;

const pipelineLots = async (clientId: string) => await indexedItems('gsi1', clientLotsPartition(clientId, 'parentLot'));

let company: { id: string };
let member: Member;
beforeAll(async () => {
  company = await freshCompany({ name: 'COA Farms' });
  member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
});

describe('the COA Data Entry Service', () => {
  it('is refused with the Go Pro reason while the service is off for the company', async () => {
    const [pdf] = await coas(member, company.id, 1);
    const r = await send(member, company.id, [pdf!]);
    expect(r).toMatchObject({ status: 403, body: { error: true, errorMessage: coaMessages.notEnabled } });
    expect(await usage(member, company.id)).toMatchObject({ enabled: false, used: 0, serviceLimit: 0 });
  });

  it('refuses an empty batch, the wrong count for the mode, and a PDF that is not its upload, writing nothing', async () => {
    await enableService(company.id, 5);
    const [a, b] = await coas(member, company.id, 2);
    const refused = async (pdfFiles: string[], mode: string, message: string) => {
      const r = await send(member, company.id, pdfFiles, mode);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.errorMessage).toBe(message);
    };
    await refused([], 'multiple', coaMessages.noDocuments);
    await refused([], 'single', coaMessages.noDocuments);
    await refused([a!], 'multiple', coaMessages.multipleNeedsTwo);
    await refused([a!, b!], 'single', coaMessages.singleTakesOne);
    await refused([a!, a!], 'multiple', coaMessages.samePdfTwice);
    // a key of this company's folder that no confirmed upload made
    await refused([a!, `private/coas/${company.id}/${'0'.repeat(24)}.pdf`], 'multiple', uploadMessages.notAnUpload);
    // another company's dataOwner
    const other = await member.post(`/api/client/${company.id}/testResult/premium`, {
      dataOwner: '1'.repeat(24),
      mode: 'single',
      pdfFiles: [a],
    });
    expect(other.status).toBe(400);
    expect(other.body.errorMessage).toBe(coaMessages.notYourData);
    // a batch of 101 never reaches the handler
    expect(
      (
        await send(
          member,
          company.id,
          Array.from({ length: 101 }, () => a!),
        )
      ).status,
    ).toBe(400);
  });

  it('turns each PDF into a pending parent lot and a draft result, once, counted against the month', async () => {
    const fresh = await freshCompany({ name: 'COA Batch Farms' });
    const me = await memberOf(base, { processorUser: true, clientAssignment: fresh.id });
    await enableService(fresh.id, 5);
    const pdfs = await coas(me, fresh.id, 3);
    const r = await send(me, fresh.id, pdfs);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ error: false, used: 3, serviceLimit: 5, alreadySent: [] });
    expect(r.body.month).toBe(new Date().toISOString().slice(0, 7));
    expect(r.body.sent.map((s: { pdfFile: string }) => s.pdfFile)).toEqual(pdfs);

    const lots = await pipelineLots(fresh.id);
    expect(lots).toHaveLength(3);
    for (const sent of r.body.sent as { pdfFile: string; lot: string; testResult: string }[]) {
      const lot = lots.find((l) => l._id === sent.lot)!;
      expect(lot).toMatchObject({
        lotType: 'parentLot',
        available: false,
        testResult: sent.testResult,
        processingInfo: { status: 'pending' },
        gsi3pk: pipelineQueue('pending'),
        owner: { _id: fresh.id, name: 'COA Batch Farms' },
        producer: { _id: fresh.id },
      });
      const draft = { Item: await storedItem(draftKey(sent.testResult)) };
      expect(draft.Item).toMatchObject({
        dataOwner: fresh.id,
        lotId: sent.lot,
        pdfFiles: [sent.pdfFile],
        submittedBy: me.userId,
      });
      // no test result yet: the lists of results do not see the draft
      const result = { Item: await storedItem(testResultKey(sent.testResult)) };
      expect(result.Item).toBeUndefined();
    }

    // Finish pressed again: nothing new, nothing counted
    const again = await send(me, fresh.id, pdfs);
    expect(again).toMatchObject({ status: 409, body: { errorMessage: coaMessages.alreadySent } });
    expect(await pipelineLots(fresh.id)).toHaveLength(3);
    expect(await usage(me, fresh.id)).toMatchObject({ enabled: true, used: 3, serviceLimit: 5 });

    // 3 more would make 6 of 5: refused whole, with the numbers
    const more = await coas(me, fresh.id, 3);
    const over = await send(me, fresh.id, more);
    expect(over.status).toBe(400);
    expect(over.body.errorMessage).toBe(coaMessages.overLimit(3, 3, 5));
    expect(await pipelineLots(fresh.id)).toHaveLength(3);
    // 2 of them fit exactly, beside one sent before, which is neither sent nor counted again
    const fits = await send(me, fresh.id, [pdfs[0]!, ...more.slice(0, 2)]);
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect(fits.body).toMatchObject({ used: 5, alreadySent: [pdfs[0]] });
    expect(fits.body.sent.map((s: { pdfFile: string }) => s.pdfFile)).toEqual(more.slice(0, 2));
    expect(await pipelineLots(fresh.id)).toHaveLength(5);
  });

  it('never lets two batches sent at once pass the limit together', async () => {
    const fresh = await freshCompany({ name: 'COA Race Farms' });
    const me = await memberOf(base, { processorUser: true, clientAssignment: fresh.id });
    await enableService(fresh.id, 3);
    const pdfs = await coas(me, fresh.id, 4);
    const [x, y] = await Promise.all([send(me, fresh.id, pdfs.slice(0, 2)), send(me, fresh.id, pdfs.slice(2))]);
    expect([x.status, y.status].sort()).toEqual([200, 400]);
    expect(await pipelineLots(fresh.id)).toHaveLength(2);
    expect((await usage(me, fresh.id)).used).toBe(2);
  });

  it("never lets another company's member send or read for it", async () => {
    const other = await freshCompany({ name: 'COA Other Farms' });
    const stranger = await memberOf(base, { processorUser: true, clientAssignment: other.id });
    const [pdf] = await coas(member, company.id, 1);
    expect((await send(stranger, company.id, [pdf!])).status).toBe(403);
    expect((await stranger.get(`/api/client/${company.id}/testResult/premium/usage`)).status).toBe(403);
    // and its own company cannot name this company's upload
    await enableService(other.id, 5);
    const mine = await stranger.post(`/api/client/${other.id}/testResult/premium`, {
      dataOwner: other.id,
      mode: 'single',
      pdfFiles: [pdf],
    });
    expect(mine.status).toBe(400);
    expect(mine.body.errorMessage).toBe(uploadMessages.notAnUpload);
  });
});

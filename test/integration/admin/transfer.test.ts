import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as messages from '#shared/messages/admin/products';
import { advance } from '#lib/jobs/chain';
import { transferChain } from '#lib/jobs/transfer';
import { createTransfer, getTransfer, SILENT_AFTER_MS, type TransferJob } from '#lib/transfers/store';
import { newId } from '#lib/base/ids';
import { productRow } from '#test/support/admin-products';
import { freshCompany, memberOf } from '#test/support/producers';
import { storedItem, indexedItems, useLocalTable } from '#test/support/table';
import { clientProductsPartition, productKey } from '#lib/products/keys';
import { setTransfer } from '#test/support/data/transfers';
import { transferLockKey } from '#lib/transfers/keys';

// transferEntityProducts: every product of one company to another, in batches, through the queue
// on the runtime, and step by step in this process to break it halfway (docs/admin-products.md).

const base = inject('baseUrl');

const productsOf = async (clientId: string) =>
  (await indexedItems('gsi1', clientProductsPartition(clientId))).map((i) => i._id as string).sort();
const stored = async (id: string) => (await storedItem(productKey(id)))!;
const company = (name: string) => freshCompany({ name });
const fill = async (clientId: string, brand: string, n: number) => {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await productRow(clientId, brand))._id);
  return ids;
};

let admin: Awaited<ReturnType<typeof memberOf>>;
beforeAll(async () => {
  useLocalTable();
  admin = await memberOf(base, { adminUser: true });
});

describe('transferEntityProducts through the queue', () => {
  it('moves every product in batches, shows its progress, and leaves other companies alone', async () => {
    const [a, b, other] = await Promise.all([company('Transfer From'), company('Transfer To'), company('Bystander')]);
    const mine = await fill(a.id, a.brands[0]!, 120);
    const theirs = await fill(other.id, other.brands[0]!, 3);
    const start = await admin.post('/api/admin/transferEntityProducts', { from: a.id, to: b.id });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect(start.body.transfer).toMatchObject({ status: 'running', moved: 0, total: 120, fromName: 'Transfer From' });
    const id = start.body.transfer._id;
    await expect
      .poll(async () => (await admin.get(`/api/admin/productTransfers/${id}`)).body.transfer.status)
      .toBe('done');
    const done = (await admin.get(`/api/admin/productTransfers/${id}`)).body.transfer;
    expect(done).toMatchObject({ moved: 120, total: 120, error: null });
    expect(done.batches).toBeGreaterThanOrEqual(2);
    expect(await productsOf(a.id)).toEqual([]);
    expect(await productsOf(b.id)).toEqual([...mine].sort());
    expect((await stored(mine[0]!)).producer).toBe(b.id);
    expect(await productsOf(other.id)).toEqual([...theirs].sort());
    const listed = await admin.get('/api/admin/productTransfers?limit=50');
    expect(listed.body.transfers.map((t: { _id: string }) => t._id)).toContain(id);

    // again, after it finished: nothing left to move
    const again = await admin.post('/api/admin/transferEntityProducts', { from: a.id, to: b.id });
    expect(again.status).toBe(200);
    await expect
      .poll(
        async () => (await admin.get(`/api/admin/productTransfers/${again.body.transfer._id}`)).body.transfer.status,
      )
      .toBe('done');
    expect((await admin.get(`/api/admin/productTransfers/${again.body.transfer._id}`)).body.transfer.moved).toBe(0);
    expect(await productsOf(b.id)).toEqual([...mine].sort());
  });

  it("refuses the same company, one that is not a producer, and a company a transfer holds, with the spec's text", async () => {
    const [a, b] = await Promise.all([company('Refused A'), company('Refused B')]);
    const same = await admin.post('/api/admin/transferEntityProducts', { from: a.id, to: a.id });
    expect(same.status).toBe(400);
    expect(same.body.errorMessage).toBe(messages.rejection(messages.transferSameClient));
    const unknown = await admin.post('/api/admin/transferEntityProducts', { from: a.id, to: newId() });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorMessage).toBe(`Error Saving Entity. Rejection: ${messages.transferUnknownTo}`);
    // a transfer holding a (recorded here without its message, so it stays running)
    const holding = job(a.id, newId());
    expect(await createTransfer(holding)).toBe(true);
    const busy = await admin.post('/api/admin/transferEntityProducts', { from: b.id, to: a.id });
    expect(busy.status).toBe(409);
    expect(busy.body.errorMessage).toBe(messages.rejection(messages.transferRunning));
  });

  it('is for admins only', async () => {
    const producer = await memberOf(base, { processorUser: true });
    const r = await producer.post('/api/admin/transferEntityProducts', { from: newId(), to: newId() });
    expect(r.status).toBe(403);
  });
});

const job = (from: string, to: string): TransferJob => {
  const now = new Date().toISOString();
  return {
    _id: newId(),
    from,
    to,
    fromName: 'from',
    toName: 'to',
    status: 'running',
    moved: 0,
    total: 0,
    batches: 0,
    startedAt: now,
    updatedAt: now,
    finishedAt: null,
    error: null,
    seq: 0,
    cursor: null,
  };
};

describe('a transfer broken halfway', () => {
  it('continues from its cursor after a crash, a failed batch and duplicate deliveries: each product moved once', async () => {
    const [a, b, other] = await Promise.all([company('Crash From'), company('Crash To'), company('Crash Bystander')]);
    const mine = await fill(a.id, a.brands[0]!, 35);
    const theirs = await fill(other.id, other.brands[0]!, 2);
    const j = { ...job(a.id, b.id), total: 35 };
    expect(await createTransfer(j)).toBe(true);
    const sent: number[] = [];
    let crashSend = false;
    let failStep = false;
    const chain = transferChain(j._id, 10);
    const spec = {
      ...chain,
      send: async (seq: number) => {
        if (crashSend) throw new Error('crashed before sending');
        sent.push(seq);
      },
      step: async (jb: TransferJob, lease: number) => {
        if (failStep) throw new Error('the table went away');
        return chain.step(jb, lease);
      },
    };
    const opts = { receiveCount: 1, maxReceives: 3, leaseMs: 30_000 };

    expect(await advance(spec, 0, opts)).toBe('next'); // 10 moved
    // the step's commit lands, then the worker dies before the next message leaves
    crashSend = true;
    await expect(advance(spec, 1, opts)).rejects.toThrow('crashed before sending'); // 20 moved
    crashSend = false;
    expect((await getTransfer(j._id, true))!.moved).toBe(20);
    // the redelivered message finds its step done and sends the lost next message
    expect(await advance(spec, 1, { ...opts, receiveCount: 2 })).toBe('resent');
    expect(sent.at(-1)).toBe(2);
    // a delivery of an old step again: nothing
    expect(await advance(spec, 0, { ...opts, receiveCount: 2 })).toBe('stale');
    // a batch that fails before its commit moves nothing and gives its step back
    failStep = true;
    await expect(advance(spec, 2, opts)).rejects.toThrow('the table went away');
    failStep = false;
    expect((await getTransfer(j._id, true))!).toMatchObject({ moved: 20, error: 'the table went away' });
    // two deliveries of the same step: one batch
    const [x, y] = await Promise.all([advance(spec, 2, opts), advance(spec, 2, opts)]);
    expect([x, y].sort()).toEqual(['held', 'next'].sort());
    let seq = 3;
    for (let outcome = ''; outcome !== 'finished'; seq++) outcome = await advance(spec, seq, opts);
    const end = (await getTransfer(j._id, true))!;
    expect(end).toMatchObject({ status: 'done', moved: 35, total: 35 });
    expect(await productsOf(a.id)).toEqual([]);
    expect(await productsOf(b.id)).toEqual([...mine].sort());
    expect(await productsOf(other.id)).toEqual([...theirs].sort());
    // finished: a late message does nothing
    expect(await advance(spec, seq, opts)).toBe('idle');
  });

  it('ends as failed on the last receive and lets both companies go', async () => {
    const [a, b] = await Promise.all([company('Fail From'), company('Fail To')]);
    await fill(a.id, a.brands[0]!, 3);
    const j = job(a.id, b.id);
    expect(await createTransfer(j)).toBe(true);
    const chain = transferChain(j._id, 10);
    const spec = {
      ...chain,
      send: async () => {},
      step: async () => {
        throw new Error('broken');
      },
    };
    await expect(advance(spec, 0, { receiveCount: 3, maxReceives: 3, leaseMs: 30_000 })).rejects.toThrow('broken');
    expect((await getTransfer(j._id, true))!).toMatchObject({ status: 'failed', error: messages.transferFailed });
    const next = await admin.post('/api/admin/transferEntityProducts', { from: a.id, to: b.id });
    expect(next.status).toBe(200);
  });

  it('is taken over by a new start once it has been silent for 15 minutes (its worker killed), and not before', async () => {
    const [a, b, c] = await Promise.all([company('Silent From'), company('Silent To'), company('Silent Other')]);
    const silentSince = (ms: number) => ({ ...job(a.id, b.id), updatedAt: new Date(Date.now() - ms).toISOString() });
    const recent = silentSince(SILENT_AFTER_MS - 60_000);
    expect(await createTransfer(recent)).toBe(true);
    const refused = await admin.post('/api/admin/transferEntityProducts', { from: c.id, to: a.id });
    expect(refused.status).toBe(409);
    expect((await getTransfer(recent._id, true))!.status).toBe('running');
    // the same job, silent longer: a start on either of its companies fails it and goes ahead
    await setTransfer(recent._id, { updatedAt: new Date(Date.now() - SILENT_AFTER_MS - 60_000).toISOString() });
    const taken = await admin.post('/api/admin/transferEntityProducts', { from: c.id, to: a.id });
    expect(taken.status).toBe(200);
    expect((await getTransfer(recent._id, true))!).toMatchObject({ status: 'failed', error: messages.transferSilent });
    // its other company is free too
    const lock = { Item: await storedItem(transferLockKey(b.id)) };
    expect(lock.Item).toBeUndefined();
  });
});

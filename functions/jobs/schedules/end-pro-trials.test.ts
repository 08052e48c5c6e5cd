import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ddb } from '#lib/table/dynamodb';
import { memoryTable } from '#test/support/memory-table';
import { ALL_CLIENTS, clientKey, clientPartition } from '#lib/clients/keys';

// The trial-ending schedule on the sample scheduled event of events/: due trials end, others stay,
// a repeated run changes nothing, a bad event fails, and a trial an admin changes between the
// read and the write is left as the admin made it.

const { handler } = await import('./end-pro-trials.ts');

const sample = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'events', 'schedule', 'expire-offers.json'), 'utf8'),
) as ScheduledEvent;
const FIRED = '2026-11-21T12:00:00.000Z';
const context = { awsRequestId: 'req', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

const client = (id: string, trialEndsAt: string | undefined) => ({
  pk: clientPartition(id),
  sk: '#META',
  _id: id,
  name: `Company ${id}`,
  type: 'dispensary',
  premiumLevel: 'pro',
  premiumEnabled: true,
  updatedAt: '2026-10-01T00:00:00.000Z',
  gsi3pk: ALL_CLIENTS,
  gsi3sk: `2026-10-01T00:00:00.000Z#${id}`,
  ...(trialEndsAt ? { trialEndsAt, gsi4pk: 'PROTRIALS', gsi4sk: `${trialEndsAt}#${id}` } : {}),
});
const id = (n: number) => `5c43ba0000000000000000${String(n).padStart(2, '0')}`;

let table: ReturnType<typeof memoryTable>;
const item = (n: number) => table.get(clientKey(id(n)))!;
beforeEach(() => {
  process.env.TABLE_NAME = 'unit';
  table = memoryTable();
  const put = (c: ReturnType<typeof client>) => table.items.set(`${c.pk}|${c.sk}`, c);
  put(client(id(1), '2026-11-20T09:00:00.000Z')); // ended yesterday
  put(client(id(2), FIRED)); // ends the moment the schedule fires
  put(client(id(3), '2026-11-22T09:00:00.000Z')); // tomorrow
  put(client(id(4), undefined)); // Pro for good, never on trial
});
afterEach(() => vi.restoreAllMocks());

describe('end-pro-trials', () => {
  it('takes due trials back to free and out of the index, and leaves the rest', async () => {
    await handler({ ...sample, time: FIRED }, context);
    for (const n of [1, 2]) {
      expect(item(n)).toMatchObject({ premiumLevel: 'free', premiumEnabled: false, updatedAt: FIRED });
      expect(item(n).gsi3sk).toBe(`${FIRED}#${id(n)}`);
      expect(item(n)).not.toHaveProperty('gsi4pk');
      expect(item(n)).not.toHaveProperty('gsi4sk');
      expect(item(n)).not.toHaveProperty('trialEndsAt');
    }
    expect(item(3)).toMatchObject({ premiumLevel: 'pro', premiumEnabled: true, gsi4pk: 'PROTRIALS' });
    expect(item(4)).toMatchObject({ premiumLevel: 'pro', premiumEnabled: true });
  });

  it('changes nothing when run again', async () => {
    await handler({ ...sample, time: FIRED }, context);
    const after = JSON.stringify([...table.items]);
    const writes = table.calls.filter((c) => c.command === 'UpdateCommand').length;
    await handler({ ...sample, id: 'another-firing', time: FIRED }, context);
    expect(JSON.stringify([...table.items])).toBe(after);
    expect(table.calls.filter((c) => c.command === 'UpdateCommand').length).toBe(writes);
  });

  it('leaves a trial an admin extends, or makes Pro for good, between the read and the write', async () => {
    const inner = vi.mocked(ddb.send).getMockImplementation()!;
    vi.mocked(ddb.send).mockImplementation((async (command: { constructor: { name: string } }) => {
      const answer = await (inner as (c: unknown) => Promise<unknown>)(command);
      if (command.constructor.name === 'QueryCommand') {
        // the admin acts after the schedule read the index
        Object.assign(item(1), {
          trialEndsAt: '2026-12-20T09:00:00.000Z',
          gsi4sk: `2026-12-20T09:00:00.000Z#${id(1)}`,
        });
        delete item(2).gsi4pk;
        delete item(2).gsi4sk;
      }
      return answer;
    }) as never);
    await handler({ ...sample, time: FIRED }, context);
    expect(item(1)).toMatchObject({ premiumLevel: 'pro', premiumEnabled: true, gsi4pk: 'PROTRIALS' });
    expect(item(2)).toMatchObject({ premiumLevel: 'pro', premiumEnabled: true });
  });

  it('fails a bad event and a failing table, so EventBridge retries it', async () => {
    await expect(handler({ ...sample, time: 'not a time' }, context)).rejects.toThrow(/scheduled event/);
    vi.mocked(ddb.send).mockRejectedValueOnce(Object.assign(new Error('down'), { name: 'ServiceUnavailable' }));
    await expect(handler({ ...sample, time: FIRED }, context)).rejects.toThrow('down');
    expect(item(1)).toMatchObject({ premiumLevel: 'pro' });
  });
});

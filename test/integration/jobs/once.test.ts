import { beforeAll, describe, expect, it } from 'vitest';
import { once } from '#lib/table/once';
import { onceKey } from '#lib/table/keys';
import { storedItem, useLocalTable } from '#test/support/table';

// The idempotency helper's conditional writes on DynamoDB Local (the unit tests run the worker
// wrappers on an in-memory table that knows the same expressions).

beforeAll(() => {
  useLocalTable();
});

const unique = (name: string) => `test-${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const claim = async (key: string) => await storedItem(onceKey(key));

describe('once on DynamoDB Local', () => {
  it('runs work once per key and keeps the key done until its TTL', async () => {
    const key = unique('done');
    let runs = 0;
    const started = Math.floor(Date.now() / 1000);
    expect(await once(key, async () => ++runs)).toEqual({ ran: true, value: 1 });
    const ended = Math.ceil(Date.now() / 1000);
    expect(await once(key, async () => ++runs)).toEqual({ ran: false });
    expect(runs).toBe(1);
    const item = await claim(key);
    expect(item).toMatchObject({ state: 'done' });
    expect(item?.leaseUntil).toBeUndefined();
    // kept a day from the claim
    expect(item?.expiresAt).toBeGreaterThanOrEqual(started + 86_400);
    expect(item?.expiresAt).toBeLessThanOrEqual(ended + 86_400);
  });

  it('releases the key when the work fails, so the retry runs it', async () => {
    const key = unique('failed');
    await expect(
      once(key, async () => {
        throw new Error('no printer');
      }),
    ).rejects.toThrow('no printer');
    expect(await claim(key)).toBeUndefined();
    expect(await once(key, async () => 'printed')).toEqual({ ran: true, value: 'printed' });
  });

  it("keeps a second delivery out while the first runs, and lets one in once a dead delivery's lease has ended", async () => {
    const key = unique('lease');
    let release!: () => void;
    const first = once(key, () => new Promise<string>((r) => (release = () => r('first'))), { leaseMs: 60_000 });
    await expect.poll(() => claim(key)).toMatchObject({ state: 'running' });
    await expect(once(key, async () => 'second')).rejects.toMatchObject({ name: 'OnceInProgress' });
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });

    // a delivery whose Lambda died holds the key only until its lease ends
    const dead = unique('dead');
    void once(dead, () => new Promise<never>(() => undefined), { leaseMs: 1 });
    await expect.poll(() => claim(dead)).toMatchObject({ state: 'running' });
    await new Promise((r) => setTimeout(r, 5));
    expect(await once(dead, async () => 'taken over')).toEqual({ ran: true, value: 'taken over' });
    expect(await claim(dead)).toMatchObject({ state: 'done' });
  });
});

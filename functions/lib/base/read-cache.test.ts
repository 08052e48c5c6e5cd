import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCache, readManyCache } from './read-cache.ts';

describe('readCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads once for concurrent and repeated reads within the TTL, again after it', async () => {
    const load = vi.fn(async (k: string) => `v:${k}`);
    const read = readCache(load, { ttlMs: 1000 });
    expect(await Promise.all([read('a'), read('a'), read('a')])).toEqual(['v:a', 'v:a', 'v:a']);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    await read('a');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await read('a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives a stale answer at once while one reload runs beside it, and loads afresh past the stale window', async () => {
    let version = 1;
    let release!: () => void;
    const load = vi.fn(async (k: string) => {
      if (version > 1) await new Promise<void>((r) => (release = r));
      return `${k}:${version}`;
    });
    const read = readCache(load, { ttlMs: 1000, staleMs: 1000 });
    expect(await read('a')).toBe('a:1');
    version = 2;
    vi.advanceTimersByTime(1500);
    // past its life: the old answer, and one reload for all the readers
    expect(await Promise.all([read('a'), read('a')])).toEqual(['a:1', 'a:1']);
    expect(load).toHaveBeenCalledTimes(2);
    release();
    await vi.waitFor(async () => expect(await read('a')).toBe('a:2'));
    expect(load).toHaveBeenCalledTimes(2);
    // past the stale window too: the reader waits for a fresh load
    version = 3;
    vi.advanceTimersByTime(2500);
    const waiting = read('a');
    release();
    expect(await waiting).toBe('a:3');
  });

  it('keeps keys apart and does not keep failures', async () => {
    let fail = true;
    const load = vi.fn(async (k: string) => {
      if (fail) throw new Error('table unavailable');
      return k;
    });
    const read = readCache(load);
    await expect(read('a')).rejects.toThrow('table unavailable');
    fail = false;
    expect(await read('a')).toBe('a');
    expect(await read('b')).toBe('b');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets the oldest entry beyond its size', async () => {
    const load = vi.fn(async (k: string) => k);
    const read = readCache(load, { maxEntries: 2 });
    await read('a');
    await read('b');
    await read('c');
    await read('b');
    expect(load).toHaveBeenCalledTimes(3);
    await read('a');
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('readCache under a flood of unknown keys', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the entries in use however many unknown keys are asked for, and bounds what it keeps of those', async () => {
    const load = vi.fn(async (k: string) => (k.startsWith('good') ? k : undefined));
    const read = readCache(load, { maxEntries: 2, maxMissing: 50 });
    await read('good-a');
    for (let i = 0; i < 10_000; i++) await read(`made-up-${i}`);
    expect(await read('good-a')).toBe('good-a');
    // the good entry was loaded once: 10,000 misses did not push it out
    expect(load.mock.calls.filter(([k]) => k === 'good-a')).toHaveLength(1);
    // the 50 newest misses are remembered, the older ones forgotten
    load.mockClear();
    await read('made-up-9999');
    await read('made-up-0');
    expect(load.mock.calls.map(([k]) => k)).toEqual(['made-up-0']);
  });

  it('remembers an unknown key for a shorter time than a found one', async () => {
    const load = vi.fn(async (k: string) => (k === 'good' ? k : undefined));
    const read = readCache(load, { ttlMs: 5000, missingTtlMs: 1000 });
    await read('good');
    await read('nothing');
    await read('nothing');
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    await read('nothing');
    await read('good');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('evicts the least recently used entry, not the oldest', async () => {
    const load = vi.fn(async (k: string) => k);
    const read = readCache(load, { maxEntries: 2 });
    await read('a');
    await read('b');
    await read('a'); // a is in use
    await read('c'); // b goes
    await read('a');
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('readManyCache', () => {
  it('loads the keys it lacks in one batch, caches found and missing keys alike', async () => {
    const loadMany = vi.fn(
      async (keys: string[]) => new Map(keys.filter((k) => k !== 'gone').map((k) => [k, `v:${k}`])),
    );
    const read = readManyCache(loadMany);
    expect(await read(['a', 'b', 'gone', 'a'])).toEqual(
      new Map([
        ['a', 'v:a'],
        ['b', 'v:b'],
      ]),
    );
    expect(loadMany).toHaveBeenCalledTimes(1);
    expect(loadMany.mock.calls[0]![0]).toEqual(['a', 'b', 'gone']);
    expect(await read(['b', 'c', 'gone'])).toEqual(
      new Map([
        ['b', 'v:b'],
        ['c', 'v:c'],
      ]),
    );
    expect(loadMany.mock.calls[1]![0]).toEqual(['c']);
  });

  it('does not keep a failed batch', async () => {
    let fail = true;
    const read = readManyCache(async (keys: string[]) => {
      if (fail) throw new Error('table unavailable');
      return new Map(keys.map((k) => [k, k]));
    });
    await expect(read(['a', 'b'])).rejects.toThrow('table unavailable');
    fail = false;
    expect(await read(['a', 'b'])).toEqual(
      new Map([
        ['a', 'a'],
        ['b', 'b'],
      ]),
    );
  });
});

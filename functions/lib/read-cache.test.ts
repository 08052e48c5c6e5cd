import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCache } from './read-cache.ts';

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

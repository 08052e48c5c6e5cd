import { describe, expect, it } from 'vitest';
import { inLanes } from './lanes.ts';

describe('inLanes', () => {
  it('runs every item once, never more than `lanes` at a time', async () => {
    const seen: number[] = [];
    let running = 0;
    let most = 0;
    await inLanes([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setImmediate(r));
      seen.push(n);
      running--;
    });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('rejects with the failure and takes no more items after it', async () => {
    const started: number[] = [];
    const run = inLanes([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      await new Promise((r) => setImmediate(r));
      if (n === 2) throw new Error('two failed');
    });
    await expect(run).rejects.toThrow('two failed');
    expect(started.length).toBeLessThan(6);
  });

  it('does nothing for no items', async () => {
    await expect(inLanes([], 4, () => Promise.reject(new Error('called')))).resolves.toBeUndefined();
  });
});

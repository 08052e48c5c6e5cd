import { describe, expect, it } from 'vitest';
import { runPool } from './pool.ts';

describe('runPool', () => {
  it('runs at most the given number at once, answers every outcome in order, and a failure fails only its item', async () => {
    let running = 0;
    let most = 0;
    const settled: number[] = [];
    const out = await runPool(
      [1, 2, 3, 4, 5, 6, 7],
      3,
      async (n) => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5 * (8 - n)));
        running--;
        if (n === 4) throw new Error('four failed');
        return n * 10;
      },
      (i) => settled.push(i),
    );
    expect(most).toBe(3);
    expect(out).toEqual([
      { ok: true, value: 10 },
      { ok: true, value: 20 },
      { ok: true, value: 30 },
      { ok: false, error: 'four failed' },
      { ok: true, value: 50 },
      { ok: true, value: 60 },
      { ok: true, value: 70 },
    ]);
    expect(settled.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('answers nothing for no items', async () => {
    expect(await runPool([], 5, async () => 1)).toEqual([]);
  });
});

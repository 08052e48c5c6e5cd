import { describe, expect, it } from 'vitest';
import { profileVector } from '#shared/similarity';
import { labResults } from '#test/fixtures/profiles';
import { quantize, rebuildAll } from './engine.ts';
import { rebuildAllInParallel } from './parallel-rebuild.ts';

describe('a rebuild on several threads', () => {
  it('gives every point the answer and reach a rebuild in one thread gives it', async () => {
    const points = labResults(3_300, 5)
      .filter((r) => profileVector(r.figures))
      .map((r, i) => ({
        productId: `5eb0${i.toString(16).padStart(20, '0')}`,
        testId: `5eb1${(i % 3_000).toString(16).padStart(20, '0')}`,
        offered: i % 9 !== 0,
        vector: profileVector(r.figures)!.map(quantize),
        reach: 0,
      }));
    const parallel = await rebuildAllInParallel(points, 3, 0);
    expect(parallel).toEqual(rebuildAll(points));
  }, 120_000);
});

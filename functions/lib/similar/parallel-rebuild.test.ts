import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { profileVector } from '#shared/similarity';
import { labResults } from '#test/fixtures/profiles';
import { quantize, rebuildAll } from './engine.ts';
import { rebuildAllInParallel } from './parallel-rebuild.ts';

const points = labResults(3_300, 5)
  .filter((r) => profileVector(r.figures))
  .map((r, i) => ({
    productId: `5eb0${i.toString(16).padStart(20, '0')}`,
    testId: `5eb1${(i % 3_000).toString(16).padStart(20, '0')}`,
    offered: i % 9 !== 0,
    category: r.category,
    vector: profileVector(r.figures)!.map(quantize),
    reach: 0,
  }));
const dir = mkdtempSync(join(tmpdir(), 'parallel-rebuild-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a rebuild on several threads', () => {
  it('gives every point the answer and reach a rebuild in one thread gives it', async () => {
    const parallel = await rebuildAllInParallel(points, 3, 0);
    expect(parallel).toEqual(rebuildAll(points));
  }, 120_000);

  it('runs its threads from a bundle, the one file a Lambda function ships', async () => {
    const bundle = join(dir, 'index.mjs');
    await build({
      entryPoints: [join(import.meta.dirname, 'parallel-rebuild.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: bundle,
      logLevel: 'silent',
    });
    const input = join(dir, 'points.json');
    const output = join(dir, 'answers.json');
    writeFileSync(input, JSON.stringify(points));
    const script = `const { rebuildAllInParallel } = await import(${JSON.stringify(bundle)});
      const { readFileSync, writeFileSync } = await import('node:fs');
      const answers = await rebuildAllInParallel(JSON.parse(readFileSync(${JSON.stringify(input)}, 'utf8')), 2, 0);
      writeFileSync(${JSON.stringify(output)}, JSON.stringify(answers));`;
    const main = join(dir, 'main.mjs');
    writeFileSync(main, script);
    execFileSync(process.execPath, [main], { stdio: 'pipe', timeout: 120_000 });
    expect(JSON.parse(readFileSync(output, 'utf8'))).toEqual(JSON.parse(JSON.stringify(rebuildAll(points))));
  }, 150_000);
});

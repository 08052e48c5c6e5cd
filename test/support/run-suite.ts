import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// `npm test`'s vitest part: the files that must run alone (vitest.config.ts's ALONE) run one at a
// time on a platform of their own, beside the rest on theirs, rather than after them. Each file
// keeps the isolation it needs (nothing else touches its platform), and the suite's wall time is
// the longer of the two runs instead of their sum. Arguments given (`npm test -- file`) run one
// plain vitest run instead.

const ROOT = join(import.meta.dirname, '..', '..');
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const port = Number(process.env.TEST_PORT ?? 3100);
/** The second platform's ports start here (a platform takes fifteen from its own). */
const ALONE_PORT = port + 100;

/** Runs vitest; its output goes to this terminal as it comes (`live`) or is kept for later. */
const run = (args: string[], env: NodeJS.ProcessEnv, live: boolean) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (to: NodeJS.WriteStream) => (d: Buffer) => {
      output += d;
      if (live) to.write(d);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });

const extra = process.argv.slice(2);
if (extra.length) process.exit((await run(extra, {}, true)).code);

const [shared, alone] = await Promise.all([
  run(['--project', 'unit', '--project', 'infra', '--project', 'runtime'], {}, true),
  run(['--project', 'runtime-alone'], { TEST_PORT: String(ALONE_PORT) }, false),
]);
mkdirSync(join(ROOT, '.test-data'), { recursive: true });
writeFileSync(join(ROOT, '.test-data', 'runtime-alone.log'), alone.output);
process.stdout.write(
  `\n━━ the files that run alone, one at a time on a platform of their own (port ${ALONE_PORT}) ━━\n`,
);
process.stdout.write(alone.output);

/** The summary reporter's last line of a run: its passed and failed tests (0/1 when it never got there). */
const tally = (r: { code: number; output: string }) => {
  const m = [...r.output.matchAll(/^(\d+) passed, (\d+) failed/gm)].at(-1);
  return m ? [Number(m[1]), Number(m[2])] : [0, r.code === 0 ? 0 : 1];
};
const [[p1, f1], [p2, f2]] = [tally(shared), tally(alone)];
process.stdout.write(`\nthe whole suite:\n${p1! + p2!} passed, ${f1! + f2!} failed\n`);
process.exit(shared.code || alone.code);

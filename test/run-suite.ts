import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

// `npm test`: every check and every test, in two processes side by side. The runtime files (one
// platform, their browsers, then the files that must run alone, one at a time) lead at normal
// priority; the code checks and the unit and infra files follow at a lower one and take the CPU
// the runtime leaves idle: while it waits on its platform's start, its browsers, and above all in
// the alone files' serial tail, where one file at a time keeps one core of two busy. Run one after
// the other, the suite spent about a third of its wall time with a core idle.

/** The checks, in the order they stop at the first that fails, then the layers that need no platform. */
const CODE = [
  'npm run -s typecheck',
  'npm run -s lint',
  'npm run -s format:check',
  'npm run -s deadcode',
  'npx vitest run --project unit --project infra --maxWorkers=2',
].join(' && ');

/** How far the code side gives way: CPU it takes from the runtime side slows browser tests most. */
const NICENESS = '10';

/** The reporter's closing line (test/support/summary-reporter.ts), one per vitest run. */
const TALLY = /^(\d+) passed, (\d+) failed/;

const tally = { passed: 0, failed: 0 };
const count = (line: string) => {
  const m = TALLY.exec(line);
  if (m) {
    tally.passed += Number(m[1]);
    tally.failed += Number(m[2]);
  }
};

const exited = (child: ChildProcess) =>
  new Promise<number>((done) => child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));

// the runtime side streams as it runs, line by line, so the code side's block lands between lines
const runtime = spawn('npx', ['vitest', 'run', '--project', 'runtime', '--project', 'runtime-alone'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
createInterface({ input: runtime.stdout! }).on('line', (line) => {
  count(line);
  process.stdout.write(`${line}\n`);
});

// the code side is held and printed whole when it ends (as soon as it ends: a failed check shows
// at once), so its lines do not interleave with the runtime's
const code = spawn('nice', ['-n', NICENESS, 'sh', '-c', CODE], { stdio: ['ignore', 'pipe', 'pipe'] });
const held: Buffer[] = [];
code.stdout!.on('data', (b: Buffer) => held.push(b));
code.stderr!.on('data', (b: Buffer) => held.push(b));

// Ctrl-C reaches both through the terminal's process group; a stop sent to this process alone is passed on
process.on('SIGTERM', () => {
  runtime.kill('SIGTERM');
  code.kill('SIGTERM');
});

const [codeStatus, runtimeStatus] = await Promise.all([
  exited(code).then((status) => {
    const text = Buffer.concat(held).toString('utf8');
    for (const line of text.split('\n')) count(line);
    process.stdout.write(
      `\n── checks, unit and infra tests: ${status === 0 ? 'passed' : 'FAILED'} ──\n${text}\n── end of checks, unit and infra tests ──\n\n`,
    );
    return status;
  }),
  exited(runtime),
]);

process.stdout.write(
  `\nsuite: checks ${codeStatus === 0 ? 'passed' : 'FAILED'}, runtime ${runtimeStatus === 0 ? 'passed' : 'FAILED'}\n${tally.passed} passed, ${tally.failed} failed\n`,
);
process.exit(codeStatus === 0 && runtimeStatus === 0 ? 0 : 1);

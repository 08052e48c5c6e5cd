import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { alive, runtimeState } from '#test/support/processes';

// A runtime of its own (the shared one must live on), on the test port + 30, without demo data:
// whatever ends the runtime, its stand-ins end with it and the next start finds its ports free.

const ROOT = join(import.meta.dirname, '..', '..', '..');
const port = Number(new URL(inject('baseUrl')).port) + 30;
const dataDir = join(ROOT, '.test-data', `runtime-crash-${port}`);
const base = `http://127.0.0.1:${port}`;
const allPorts = [0, 10, 11, 12, 13, 14].map((n) => port + n);

let runtime: ChildProcess | undefined;
let output = '';

async function startRuntime() {
  output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'infra', 'local', 'start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: '0',
      EXTRA_WORKERS: 'test/fixtures/crash-workers.ts',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runtime = child;
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  await new Promise<void>((resolve, reject) => {
    const onData = () => output.includes('ready at') && (child.stdout.off('data', onData), resolve());
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`runtime exited ${code} before it was ready:\n${output}`)));
  });
  return child;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

const portTaken = (p: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(p, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
const takenPorts = async () => (await Promise.all(allPorts.map(async (p) => ((await portTaken(p)) ? [p] : [])))).flat();

afterEach(async () => {
  if (runtime && runtime.exitCode === null && runtime.signalCode === null) {
    runtime.kill('SIGTERM');
    await exited(runtime);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('when the local runtime ends', () => {
  it('answers a failing handler 502 and lives on; a crash stops every stand-in and frees every port', async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const child = await startRuntime();
    const { standIns } = runtimeState(dataDir);
    expect(Object.values(standIns).every(alive)).toBe(true);

    const failing = await fetch(`${base}/__local/schedules/run?handler=../test/fixtures/failing-schedule`, {
      method: 'POST',
    });
    expect(failing.status).toBe(502);
    expect((await fetch(`${base}/api/consumer/product/ffffffffffffffffffffffff`)).status).toBe(404);

    // the schedule returns, then throws from a timer: an exception nothing catches
    expect(
      (await fetch(`${base}/__local/schedules/run?handler=../test/fixtures/crash-schedule`, { method: 'POST' })).status,
    ).toBe(200);
    expect(await exited(child)).toBe(1);
    expect(output).toContain('The local runtime crashed: Error: crash probe');
    expect(Object.values(standIns).filter(alive)).toEqual([]);
    expect(await takenPorts()).toEqual([]);
  });

  it('takes its stand-ins along even when killed outright (SIGKILL runs no handler)', async () => {
    const child = await startRuntime();
    const { standIns } = runtimeState(dataDir);
    child.kill('SIGKILL');
    await exited(child);
    await expect.poll(() => Object.values(standIns).filter(alive)).toEqual([]);
    await expect.poll(takenPorts).toEqual([]);
  });
});

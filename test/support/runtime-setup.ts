import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { platformPorts } from '#infra/local/ports';
import { PLATFORM_READY, TEST_BUDGET_MS } from './waits.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The stand-ins' ports (infra/local/ports.ts). */
    ports: ReturnType<typeof platformPorts>;
    /** Where the probe workers (test/fixtures/workers.ts) record what they receive. */
    probeFile: string;
    /** The runtime's data folder; its runtime.json names the runtime's and the stand-ins' process ids. */
    dataDir: string;
  }
}

const ROOT = join(import.meta.dirname, '..', '..');

interface Platform {
  stop: () => Promise<void>;
}

/**
 * The platform of this run and how many projects use it. Both runtime projects (the files that run
 * side by side and those that run alone) name this setup; vitest runs each project's global setup
 * in its own module instance of this file, in the one main process, so they meet on globalThis.
 */
const shared = globalThis as typeof globalThis & { runtimePlatform?: { started: Promise<Platform>; users: number } };

/**
 * Starts `npm start`'s platform once, on its own port and a fresh data folder, for every runtime
 * test. Vitest runs every project's global setup before any test, so the platform starts in the
 * background while the unit and infra tests run; each runtime file waits for it
 * (test/support/platform-ready.ts), which this writes to `PLATFORM_READY` in the data folder.
 */
export default function setup(project: TestProject) {
  const port = Number(process.env.TEST_PORT ?? 3100);
  // one folder per port, so two runs on different TEST_PORTs never share a table
  const dataDir = join(ROOT, '.test-data', `runtime-${port}`);
  const probeFile = join(dataDir, 'worker-probe.jsonl');
  if (!shared.runtimePlatform) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    const started = start(port, dataDir, probeFile);
    started.then(
      () => writeFileSync(join(dataDir, PLATFORM_READY), JSON.stringify({ ready: true })),
      (e: Error) => writeFileSync(join(dataDir, PLATFORM_READY), JSON.stringify({ ready: false, error: e.message })),
    );
    shared.runtimePlatform = { started, users: 0 };
  }
  const platform = shared.runtimePlatform;
  platform.users++;
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('ports', platformPorts(port));
  project.provide('probeFile', probeFile);
  project.provide('dataDir', dataDir);
  return async () => {
    if (--platform.users > 0) return;
    delete shared.runtimePlatform;
    // a platform that failed to start has nothing to stop; the failure reached every runtime file
    // through the marker (test/support/platform-ready.ts)
    await (await platform.started.catch(() => undefined))?.stop();
  };
}

async function start(port: number, dataDir: string, probeFile: string): Promise<Platform> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'infra', 'local', 'start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      VALIDATE_RESPONSES: '1',
      EXTRA_WORKERS: 'test/fixtures/workers.ts',
      WORKER_PROBE_FILE: probeFile,
      // API-level test sessions never renew; the browser's renewal test shortens its own token
      ACCESS_TOKEN_MINUTES: '1440',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<string>((resolve, reject) => {
    const t = setTimeout(
      () => reject(new Error(`platform not ready in ${TEST_BUDGET_MS} ms:\n${output}`)),
      TEST_BUDGET_MS,
    );
    const onData = (d: Buffer) => {
      output += d;
      const m = /ready at (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(t);
        resolve(m[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d: Buffer) => (output += d));
    // the platform's own log, for reading after a failed test (a 5xx's stack is only there)
    const log = createWriteStream(join(dataDir, 'platform.log'));
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.once('exit', (code) => reject(new Error(`platform exited ${code}:\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => (clearTimeout(kill), resolve()));
      child.kill('SIGTERM');
    });
  };
  return { stop };
}

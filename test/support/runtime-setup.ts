import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The stand-ins' ports: DynamoDB Local and fauxqs. */
    ports: { dynamo: number; sqs: number };
    /** Where the probe workers (test/fixtures/workers.ts) record what they receive. */
    probeFile: string;
    /** The runtime's data folder; its runtime.json names the runtime's and the stand-ins' process ids. */
    dataDir: string;
  }
}

const ROOT = join(import.meta.dirname, '..', '..');

/** Starts `npm start`'s platform once, on its own port and a fresh data folder, for every runtime test. */
export default async function setup(project: TestProject) {
  const port = Number(process.env.TEST_PORT ?? 3100);
  // one folder per port, so two runs on different TEST_PORTs never share a table
  const dataDir = join(ROOT, '.test-data', `runtime-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const probeFile = join(dataDir, 'worker-probe.jsonl');
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'infra', 'local', 'start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      VALIDATE_RESPONSES: '1',
      EXTRA_WORKERS: 'test/fixtures/workers.ts',
      WORKER_PROBE_FILE: probeFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`platform not ready in 120 s:\n${output}`)), 120_000);
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
    child.once('exit', (code) => reject(new Error(`platform exited ${code}:\n${output}`)));
  });
  project.provide('baseUrl', url);
  project.provide('ports', { dynamo: port + 10, sqs: port + 13 });
  project.provide('probeFile', probeFile);
  project.provide('dataDir', dataDir);
  return async () => {
    if (child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => (clearTimeout(kill), resolve()));
      child.kill('SIGTERM');
    });
  };
}

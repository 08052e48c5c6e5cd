import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, inject } from 'vitest';
import { PLATFORM_READY } from './waits.ts';

// A setup file of the runtime projects: before a file's tests, the platform that the global setup
// started in the background (test/support/runtime-setup.ts) is ready.
beforeAll(async () => {
  const marker = join(inject('dataDir'), PLATFORM_READY);
  while (!existsSync(marker)) await sleep(200);
  const state = JSON.parse(readFileSync(marker, 'utf8')) as { ready: boolean; error?: string };
  if (!state.ready) throw new Error(`the platform did not start: ${state.error}`);
});

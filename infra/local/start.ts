import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Worker } from '../workers.ts';
import { ROOT, startPlatform } from './platform.ts';
import { endChildrenNow } from './services/children.ts';
import { DEMO_KIOSK_PIN } from './seed/service.ts';

// `npm start`: the whole platform on this machine. PORT moves it; DATA_DIR moves its data.
// Node counts performance.now() from the process's start, so this is what loading the code took.
const loaded = performance.now();
const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? join(ROOT, '.data');

// EXTRA_WORKERS names a module exporting `workers`; the tests plug their probe workers in this way.
const extraWorkers = process.env.EXTRA_WORKERS
  ? ((await import(pathToFileURL(join(ROOT, process.env.EXTRA_WORKERS)).href)) as { workers: Worker[] }).workers
  : [];

const starting = startPlatform({
  port,
  dataDir,
  extraWorkers,
  seed: process.env.SEED !== '0',
  // STREAM_WORKERS=off: a bench writing straight to the table runs without the stream consumers
  streams: process.env.STREAM_WORKERS !== 'off',
  log: (l) => console.log(`  ${l}`),
});

// The handlers are in place before anything starts: a signal that arrives before them takes
// Node's default action and ends this process at once, leaving Java and the other stand-ins
// running (a script that stops the runtime the moment it reads 'ready' did exactly that).
let stopping = false;
const shutdown = async (code: number) => {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping…');
  // a start still under way finishes (or fails and cleans up after itself) before the stop;
  // a stop that hangs is cut short, and the exit handler below ends what is left
  const stopped = starting.then(
    (p) => p.stop(),
    () => undefined,
  );
  await Promise.race([stopped, new Promise((r) => setTimeout(r, 15_000))]);
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));

// A crash stops the stand-ins too, so that the next `npm start` finds its ports free. Requests
// cannot get here (the gateway answers their faults); what does is a bug in the runtime itself
// or an exception thrown from a callback no request awaits, after which Node's state is unknown.
process.on('uncaughtException', (e) => {
  console.error(`\nThe local runtime crashed: ${e.stack ?? String(e)}`);
  if (stopping) process.exit(1);
  void shutdown(1);
});
// A promise nobody awaited that failed leaves nothing half-done in this process: log it and go on
// (Lambda would fail that one invocation; here it would otherwise take every stand-in down).
process.on('unhandledRejection', (reason) => {
  console.error(`Unhandled promise rejection: ${(reason as Error)?.stack ?? String(reason)}`);
});
// However the process ends, no child may outlive it (setpriv covers even a SIGKILL on Linux).
process.on('exit', endChildrenNow);

const platform = await starting.catch((e: unknown) => {
  console.error(`Could not start the platform: ${(e as Error).message}`);
  process.exit(1);
});

// from the process's start: the time to load the runtime's code is the user's wait too
const seconds = (performance.now() / 1000).toFixed(1);
console.log('\nWhere the start went (seconds; the indented lines are the parts of the phase above, side by side):');
for (const p of [{ what: "loading the runtime's code", seconds: loaded / 1000 }, ...platform.phases])
  console.log(`  ${p.what.padEnd(30)} ${p.seconds.toFixed(1).padStart(6)}`);
console.log(`\nCannastamp platform ready at ${platform.url} in ${seconds} s`);
if (platform.seeded) {
  console.log('\nDemo accounts (role, e-mail, password):');
  for (const a of platform.seeded.accounts) console.log(`  ${a.role.padEnd(11)} ${a.email.padEnd(34)} ${a.password}`);
  console.log(`\nKiosk PIN of the demo dispensary (Capitol Hill Cannabis Co.): ${DEMO_KIOSK_PIN}`);
}
console.log(`\nE-mail the platform sends (password resets): ${platform.url}/__local/outbox`);
console.log('Google sign-in: a local stand-in takes any address you type.');
console.log(`\nData kept in ${dataDir} (npm run reset wipes it). Ctrl-C stops everything.`);

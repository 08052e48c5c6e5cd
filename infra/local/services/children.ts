import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';

// Every process the runtime starts goes through here, so that none outlives it. On Linux,
// setpriv asks the kernel to SIGKILL the child the moment the runtime dies, however it dies
// (a SIGKILL runs no exit handler); elsewhere, and as a second net, the runtime's exit handler
// calls endChildrenNow. An orphaned DynamoDB Local keeps its port, and the next start fails.

const live = new Set<ChildProcess>();
let pdeathsig: boolean | undefined;
const diesWithParent = () => (pdeathsig ??= spawnSync('setpriv', ['--pdeathsig', 'KILL', '--', 'true']).status === 0);

export function spawnChild(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = diesWithParent()
    ? spawn('setpriv', ['--pdeathsig', 'KILL', '--', command, ...args], options)
    : spawn(command, args, options);
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

/** For process.on('exit'), where nothing asynchronous runs: signals every child still alive. */
export function endChildrenNow() {
  for (const child of live) child.kill('SIGKILL');
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the child is gone. */
export function endChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => (clearTimeout(t), resolve()));
    child.kill('SIGTERM');
  });
}

export interface Supervised {
  readonly child: ChildProcess;
  /** Ends the child for good (no restart). */
  stop: () => Promise<void>;
}

/**
 * Keeps a stand-in up: when its process ends without being asked to, `start` runs again (same
 * port, same data folder), with a log line either way. A stand-in that keeps dying right after
 * it starts is restarted with a growing pause, up to 30 s, rather than in a tight loop.
 */
export async function supervise(
  name: string,
  start: () => Promise<ChildProcess>,
  opts: { log: (line: string) => void; onStart?: (child: ChildProcess) => void },
): Promise<Supervised> {
  let child = await start();
  let stopping = false;
  let pause = 0;
  let lastStart = Date.now();

  const restart = async (why: string) => {
    opts.log(`${name} exited (${why}); restarting it`);
    pause = Date.now() - lastStart < 30_000 ? Math.min(Math.max(pause * 2, 1000), 30_000) : 0;
    while (!stopping) {
      if (pause > 0) await new Promise((r) => setTimeout(r, pause));
      if (stopping) return;
      try {
        const next = await start();
        lastStart = Date.now();
        child = next;
        if (stopping) return void (await endChild(next));
        watch(next);
        opts.log(`${name} is back (pid ${next.pid})`);
        return;
      } catch (e) {
        pause = Math.min(Math.max(pause * 2, 1000), 30_000);
        opts.log(`${name} did not start again: ${(e as Error).message}; next try in ${pause / 1000} s`);
      }
    }
  };
  const watch = (c: ChildProcess) => {
    opts.onStart?.(c);
    c.once('exit', (code, signal) => {
      if (!stopping) void restart(signal ?? `code ${code}`);
    });
  };
  watch(child);
  return {
    get child() {
      return child;
    },
    stop: async () => {
      stopping = true;
      await endChild(child);
    },
  };
}

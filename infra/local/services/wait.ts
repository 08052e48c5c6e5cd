import { connect } from 'node:net';

/** Resolves once something accepts TCP connections on 127.0.0.1:port. */
export async function waitForPort(port: number, timeoutMs: number, failed: () => boolean = () => false) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (failed()) throw new Error(`process for port ${port} exited before listening`);
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}

/** Fails fast when a port is taken, naming it, instead of a child dying obscurely later. */
export async function assertPortFree(port: number) {
  const busy = await new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
  if (busy) throw new Error(`port ${port} is already in use (set PORT to move the whole platform)`);
}

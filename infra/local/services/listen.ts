import type { Server } from 'node:net';

/** Listens on 127.0.0.1 only (the runtime's rule: infra/local/ports.ts); answers the port bound (port 0 binds a free one). */
export async function listenOnLoopback(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}

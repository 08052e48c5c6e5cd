import { createServer, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A store's Wi-Fi between a browser and the platform: an HTTP relay on its own port that the test
// can cut (every open connection dropped, new ones refused at once) and restore, and whose answers
// for a path it can replace, as a new deploy would. Playwright's own offline switch does not stop a
// service worker's requests in every version; a dropped connection stops everything.

/** What the relay answers for one path instead of the platform: a status, and the body to send (given the platform's). */
type Replace = (upstream: { status: number; body: string }) => { status: number; body: string };

export async function cuttableNetwork(target: string) {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const replaced = new Map<string, Replace>();
  let up = true;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const replace = replaced.get(path);
    const headers = { ...req.headers, host: upstream.host };
    // a replaced answer is read whole and plain, so it can be changed
    if (replace) delete headers['accept-encoding'];
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        if (!replace) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const out = replace({ status: answer.statusCode ?? 502, body: Buffer.concat(chunks).toString('utf8') });
          const { 'content-length': _length, etag: _etag, 'last-modified': _modified, ...rest } = answer.headers;
          res.writeHead(out.status, rest);
          res.end(out.body);
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    if (!up) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The platform, reached through this network. */
    url: `http://127.0.0.1:${port}`,
    cut() {
      up = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      up = true;
    },
    /** Answers `path` through `fn` from now on; `undefined` stops replacing it. */
    replace(path: string, fn: Replace | undefined) {
      if (fn) replaced.set(path, fn);
      else replaced.delete(path);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

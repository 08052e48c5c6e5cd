import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { join } from 'node:path';
import selfsigned from 'selfsigned';
import { listenOnLoopback } from './listen.ts';

// A laboratory's document server, for the links labs give to their WCIA JSON results: https on
// 127.0.0.1 with a certificate made at start (selfsigned), whose PEM the runtime hands to the one
// function that fetches links (LAB_LINKS_CA), so the fetch checks a real TLS chain as it would a
// lab's. It serves the format's official examples and the demo lab's document at
// /wcia/<name>.json, and, for tests, answers of their choosing:
// POST /__standin/documents { path, status?, body?, contentType?, delayMs?, location? } registers
// one (a status and body, a slow answer, a redirect to `location`); POST /__standin/reset forgets them.

interface Answer {
  status: number;
  body: string;
  contentType: string;
  delayMs?: number;
  location?: string;
}

const EXAMPLES = join(import.meta.dirname, '..', '..', '..', 'test', 'fixtures', 'wcia');

function examples(): Map<string, Answer> {
  const out = new Map<string, Answer>();
  for (const file of readdirSync(EXAMPLES).filter((f) => f.endsWith('.json')))
    out.set(`/wcia/${file}`, {
      status: 200,
      body: readFileSync(join(EXAMPLES, file), 'utf8'),
      contentType: 'application/json',
    });
  return out;
}

export async function startLabDocuments(port: number) {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    notAfterDate: new Date(Date.now() + 30 * 86_400_000),
    keyType: 'ec',
    extensions: [
      { name: 'basicConstraints', cA: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  let answers = examples();
  const server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const path = new URL(req.url ?? '/', 'https://x').pathname;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && path === '/__standin/documents') {
        const a = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Partial<Answer> & { path: string };
        answers.set(a.path, {
          status: a.status ?? 200,
          body: a.body ?? '',
          contentType: a.contentType ?? 'application/json',
          ...(a.delayMs !== undefined && { delayMs: a.delayMs }),
          ...(a.location !== undefined && { location: a.location }),
        });
        return void res.writeHead(204).end();
      }
      if (req.method === 'POST' && path === '/__standin/reset') {
        answers = examples();
        return void res.writeHead(204).end();
      }
      const a = answers.get(path);
      if (!a) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      const send = () =>
        res
          .writeHead(a.status, {
            'content-type': a.contentType,
            ...(a.location !== undefined && { location: a.location }),
          })
          .end(a.body);
      if (a.delayMs) setTimeout(send, a.delayMs).unref();
      else send();
    });
  });
  const bound = await listenOnLoopback(server, port);
  return {
    /** port 0 binds a free port: the origin names the one bound */
    origin: `https://127.0.0.1:${bound}`,
    ca: pems.cert,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

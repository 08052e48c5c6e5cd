import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import type { SearchAnswer } from '#shared/schemas/search';
import { demo } from '#test/support/ids';
import { alive, isLoopback, listeningSockets, processTree, runtimeState } from '#test/support/processes';
import { session, uniqueEmail, uniqueIp } from '#test/support/session';
import { putStoredItem, storedItem } from '#test/support/table';
import { productKey } from '#lib/products/keys';

// The local runtime outlives what its requests and its stand-ins do to it: no request ends the
// process, nothing it opens listens beyond loopback, and a stand-in that dies comes back with
// the workers carrying on where they were.

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const gatewayPort = Number(new URL(base).port);

/** Sends `size` bytes of JSON-ish body in 64 KB chunks (Transfer-Encoding: chunked, no length). */
function chunkedPost(path: string, size: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
        res.on('error', reject);
      },
    );
    // once the gateway has answered and closed, the rest of the upload has nowhere to go
    req.on('error', (e) => (req.writableEnded ? undefined : reject(e)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < size && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

const productAnswers = async () => (await fetch(`${base}/api/consumer/product/${demo.blueDream}`)).status;

async function search(searchString: string) {
  const r = await fetch(`${base}/api/consumer/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ searchString }),
  });
  if (r.status !== 200) return [];
  const a = (await r.json()) as SearchAnswer;
  return [...a.available, ...a.unavailable].map((e) => e.name);
}

interface Mail {
  to: string;
  status: string;
}
const outbox = async (): Promise<Mail[]> => (await fetch(`${base}/__local/outbox.json`)).json() as Promise<Mail[]>;

describe('the local runtime under faults', () => {
  it('answers an oversized chunked body 413, and keeps serving', async () => {
    const r = await chunkedPost('/api/consumer/search', 11_000_000);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toEqual({ error: true, errorMessage: 'The request body is too large' });
    expect(await productAnswers()).toBe(200);
    expect(runtimeState(dataDir).pid).toSatisfy(alive);
  });

  it('answers unparsable request targets 400, and keeps serving', async () => {
    for (const target of ['/%E0%A4%A', '/api/consumer/product/%ZZ', 'http://[broken/']) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port: gatewayPort, path: target, method: 'GET' },
          (res) => (res.resume(), resolve(res.statusCode!)),
        );
        req.on('error', reject);
        req.end();
      });
      expect(status, target).toBe(400);
    }
    expect(await productAnswers()).toBe(200);
  });

  it('listens on loopback only: the gateway, every stand-in and every child process', () => {
    const { pid } = runtimeState(dataDir);
    const sockets = listeningSockets(processTree(pid));
    // at least the gateway, DynamoDB Local, s3rver, cognito-local, fauxqs and the OpenID stand-in
    // (and a PDF export's Chromium, when one ran before)
    const expected = [0, 10, 11, 12, 13, 14].map((n) => gatewayPort + n);
    expect([...new Set(sockets.map((s) => s.port))]).toEqual(expect.arrayContaining(expected));
    expect(sockets.filter((s) => !isLoopback(s.address))).toEqual([]);
  });

  it('restarts DynamoDB Local when it is killed, and the workers resume: the next mail goes out, the next change is indexed', async () => {
    const before = runtimeState(dataDir).standIns.dynamodb;
    process.kill(before, 'SIGKILL');
    await expect.poll(() => alive(before)).toBe(false);
    // back on the same port, with the same data
    await expect.poll(() => runtimeState(dataDir).standIns.dynamodb, { interval: 250 }).not.toBe(before);
    await expect.poll(productAnswers, { interval: 250 }).toBe(200);
    expect(runtimeState(dataDir).standIns.dynamodb).toSatisfy(alive);

    // send-mail: a password reset's link leaves the outbox
    const email = uniqueEmail('blip');
    const s = session(base, { 'x-forwarded-for': uniqueIp() });
    const password = 'Blip-Before-2121';
    expect(
      (
        await s.post('/api/authentication/signup', {
          email,
          password,
          passwordVer: password,
          accountType: 'customer',
        })
      ).status,
    ).toBe(200);
    expect((await s.post('/api/authentication/passwordReset', { email })).status).toBe(200);
    await expect.poll(async () => (await outbox()).find((m) => m.to === email)?.status, { interval: 250 }).toBe('sent');

    // index-search: a new product is found
    const source = (await storedItem(productKey(demo.blueDream)))!;
    const id = `5c4d${Date.now().toString(16).padStart(20, '0')}`;
    // a copy of Blue Dream, kept out of its brand's product list (other tests count that list)
    const { gsi2pk: _brandList, gsi2sk: _brandOrder, ...copy } = source;
    await putStoredItem({ ...copy, ...productKey(id), _id: id, name: 'Numbat Nectar', cleanUrl: `/product/${id}` });
    await expect.poll(() => search('numbat nectar'), { interval: 250 }).toContain('Numbat Nectar');
  });
});

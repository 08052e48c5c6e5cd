import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isProviderError } from '#lib/loyalty/provider/port';
import { twilioProvider } from '#lib/loyalty/provider/twilio';
import { twilioSigned } from '#lib/loyalty/provider/twilio-signature';
import { startTwilio, type StandInMessage } from './twilio.ts';

// The stand-in spoken to by the real `twilio` library (the adapter's httpClient option), its
// callbacks checked by the library's own validateRequest, and its refusals mapped to the port's kinds.

const ACCOUNT = `AC${'1'.repeat(32)}`;
const TOKEN = 'local-auth-token';
type Posted = { url: string; signature: string; params: Record<string, string> };

let standIn: Awaited<ReturnType<typeof startTwilio>>;
let receiver: ReturnType<typeof createServer>;
let receiverUrl = '';
const posted: Posted[] = [];

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => resolve(text));
  });

const control = (path: string, body?: unknown) =>
  fetch(`${standIn.url}/__standin/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body !== undefined && { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<Record<string, unknown>>);

beforeAll(async () => {
  standIn = await startTwilio(0);
  receiver = createServer((req, res) => {
    void read(req).then((text) => {
      posted.push({
        url: `${receiverUrl}${req.url ?? ''}`,
        signature: String(req.headers['x-twilio-signature'] ?? ''),
        params: Object.fromEntries(new URLSearchParams(text)),
      });
      res.end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await standIn.stop();
  await new Promise((r) => receiver.close(r));
});
beforeEach(async () => {
  posted.length = 0;
  await control('reset', {});
});

const provider = () => twilioProvider({ accountId: ACCOUNT, authToken: TOKEN }, standIn.url);
const request = (to = '+12065550100') => ({
  to,
  from: '+12065550199',
  body: 'Fresh drops today',
  mediaUrls: ['https://media.example/a.png', 'https://media.example/b.jpg'],
  statusCallback: `${receiverUrl}/status?m=1`,
});

describe('the Twilio-protocol stand-in', () => {
  it('takes a Messages create built by the library and posts signed callbacks queued → sent → delivered', async () => {
    const { sid } = await provider().send(request());
    expect(sid).toMatch(/^SM[0-9a-f]{32}$/);
    const { messages } = (await control('messages')) as { messages: StandInMessage[] };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ sid, accountSid: ACCOUNT, to: '+12065550100', from: '+12065550199' });
    expect(messages[0]?.mediaUrls).toEqual(['https://media.example/a.png', 'https://media.example/b.jpg']);
    await expect.poll(() => posted.map((p) => p.params.MessageStatus)).toEqual(['sent', 'delivered']);
    for (const p of posted) {
      expect(p.params.MessageSid).toBe(sid);
      expect(twilioSigned(TOKEN, p.signature, p.url, p.params)).toBe(true);
      expect(twilioSigned('another-token', p.signature, p.url, p.params)).toBe(false);
      expect(twilioSigned(TOKEN, p.signature, p.url, { ...p.params, MessageStatus: 'read' })).toBe(false);
    }
  });

  it('answers failed messages with one failed callback at the configured rate', async () => {
    await control('config', { failedRate: 1 });
    const { sid } = await provider().send(request());
    await expect.poll(() => posted.map((p) => p.params.MessageStatus)).toEqual(['failed']);
    expect(posted[0]?.params).toMatchObject({ MessageSid: sid, ErrorCode: '30008' });
  });

  it("maps 429 to throttled, 500 to unavailable and a bad number to permanent, with Twilio's codes", async () => {
    await control('config', { throttleRate: 1 });
    await expect(provider().send(request())).rejects.toSatisfy(
      (e) => isProviderError(e) && e.kind === 'throttled' && e.status === 429 && e.code === 20429,
    );
    await control('config', { throttleRate: 0, errorRate: 1 });
    await expect(provider().send(request())).rejects.toSatisfy(
      (e) => isProviderError(e) && e.kind === 'unavailable' && e.status === 500,
    );
    await control('config', { errorRate: 0 });
    await expect(provider().send(request('12065550100'))).rejects.toSatisfy(
      (e) => isProviderError(e) && e.kind === 'permanent' && e.code === 21211,
    );
    const wrong = twilioProvider({ accountId: ACCOUNT, authToken: 'not-the-token' }, standIn.url);
    await provider().send(request());
    await expect(wrong.send(request())).rejects.toSatisfy(
      (e) => isProviderError(e) && e.kind === 'permanent' && e.status === 401,
    );
  });

  it('posts an inbound text to the webhook, signed with the account token', async () => {
    await provider().send(request());
    const r = await control('inbound', {
      url: `${receiverUrl}/inbound`,
      accountSid: ACCOUNT,
      from: '+12065550100',
      to: '+12065550199',
      body: 'STOP',
    });
    expect(r.status).toBe(200);
    const inbound = posted.find((p) => p.url.endsWith('/inbound'));
    expect(inbound?.params).toMatchObject({ Body: 'STOP', From: '+12065550100', AccountSid: ACCOUNT });
    expect(twilioSigned(TOKEN, inbound?.signature ?? '', inbound?.url ?? '', inbound?.params ?? {})).toBe(true);
  });
});

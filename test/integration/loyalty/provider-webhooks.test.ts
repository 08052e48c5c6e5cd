import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as keywordMessages from '#shared/messages/client/loyalty-keywords';
import type { LoyaltyMember } from '#shared/schemas/loyalty-member';
import { TWILIO_OPTED_IN, TWILIO_OPTED_OUT, twilioSignature, type StandInMessage } from '#infra/local/services/twilio';
import { createLoyaltyMessage } from '#lib/loyalty/messages';
import { CONSENT_PREFIX, inboundKey, memberKey, memberPartition, messageKey, sendKey } from '#lib/loyalty/keys';
import { twilioProvider } from '#lib/loyalty/provider/twilio';
import { sendBatch } from '#lib/loyalty/send-batch';
import { sendOnce } from '#lib/loyalty/sends';
import { newId } from '#lib/base/ids';
import { freshCompany, memberOf } from '#test/support/producers';
import { setStoredFields, storedItem, storedItems, useLocalTable } from '#test/support/table';
import { addMember } from '#test/support/data/loyalty';
import { setClient } from '#test/support/data/clients';

// The provider's two webhooks on the local runtime, fed by the Twilio-protocol stand-in: nothing
// is believed without the company's signature over the URL it gave the provider, status callbacks
// count each text's final status once, and members' keywords opt them out and in with one answer
// each, however often the provider delivers the same inbound message.

const base = inject('baseUrl');
const standIn = `http://127.0.0.1:${Number(new URL(base).port) + 7}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

interface Company {
  id: string;
  accountSid: string;
  token: string;
  number: string;
}
let a: Company;
let b: Company;

const control = async (path: string, body?: unknown) => {
  const r = await fetch(`${standIn}/__standin/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return (await r.json()) as Record<string, unknown>;
};
const textsTo = async (phone: string) =>
  ((await control('messages')).messages as StandInMessage[]).filter((m) => m.to === phone);

const hookUrl = (clientId: string, kind: 'status' | 'inbound') => `${base}/api/hooks/twilio/${clientId}/${kind}`;

/** Posts a form to a webhook, signed with `token` over `signedUrl` (unsigned when token is undefined). */
const post = async (url: string, form: Record<string, string>, token?: string, signedUrl = url) => {
  const r = await fetch(url, {
    method: 'POST',
    headers: { ...FORM, ...(token && { 'x-twilio-signature': twilioSignature(token, signedUrl, form) }) },
    body: new URLSearchParams(form).toString(),
  });
  return { status: r.status, text: await r.text(), type: r.headers.get('content-type') };
};

async function messagingCompany(name: string, withPhone: boolean): Promise<Company> {
  const { id } = await freshCompany({ type: 'dispensary', name });
  if (withPhone) await setClient(id, { phone1: '(206) 555-0142' });
  const c = {
    id,
    accountSid: `AC${randomBytes(16).toString('hex')}`,
    token: randomBytes(16).toString('hex'),
    number: `+1206555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
  };
  const r = await admin.put(`/api/admin/entity/${id}/messaging`, {
    loyaltyEnabled: true,
    phoneNumber: c.number,
    accountId: c.accountSid,
    authToken: c.token,
  });
  if (r.status !== 200) throw new Error(`messaging settings: ${JSON.stringify(r.body)}`);
  return c;
}

let admin: Awaited<ReturnType<typeof memberOf>>;
let phoneSeq = Math.floor(Math.random() * 9000);
const freshPhone = () => `+1206${400 + Math.floor(Math.random() * 90)}${String(phoneSeq++ % 10_000).padStart(4, '0')}`;

async function member(c: Company, status: LoyaltyMember['loyaltyStatus'] = 'active'): Promise<string> {
  const phone = freshPhone();
  const at = new Date().toISOString();
  const m: LoyaltyMember = {
    phone,
    clientId: c.id,
    zip: '98101',
    timeZone: 'America/Los_Angeles',
    loyaltyStatus: status,
    categoryPreferences: [],
    consent: { status: 'granted', at, source: 'kiosk', wording: 'I agree', address: '203.0.113.9' },
    joinedAt: at,
    updatedAt: at,
  };
  await addMember(m);
  return phone;
}
const memberNow = (c: Company, phone: string) => storedItem(memberKey(c.id, phone));
/** The member's consent history after the grant they joined with (the first entry), oldest first. */
const consents = async (c: Company, phone: string) =>
  (await storedItems(memberPartition(c.id, phone), CONSENT_PREFIX)).slice(1);

/** A member's text to the company's number, posted by the stand-in as Twilio posts it (signed). */
const texts = async (c: Company, from: string, body: string) => {
  const r = await control('inbound', {
    url: hookUrl(c.id, 'inbound'),
    accountSid: c.accountSid,
    authToken: c.token,
    from,
    to: c.number,
    body,
  });
  expect(r.status).toBe(200);
};

beforeAll(async () => {
  useLocalTable({
    // the send path, run here in the test, reads the company's settings and texts the stand-in
    SECRETS_MANAGER_ENDPOINT: `http://127.0.0.1:${Number(new URL(base).port) + 8}`,
    TWILIO_API_URL: standIn,
    SITE_URL: base,
  });
  admin = await memberOf(base, { adminUser: true });
  a = await messagingCompany('Hook Leaf', true);
  b = await messagingCompany('Other Hook Leaf', false);
});

afterAll(async () => {
  await control('config', { failedRate: 0, undeliveredRate: 0, callbackDelayMs: 50 });
});

/** A message with one send to `phone` whose provider SID is `sid` (no text leaves). */
async function sentTo(c: Company, phone: string, sid = `SM${randomBytes(16).toString('hex')}`) {
  const { message } = await createLoyaltyMessage({
    client: c.id,
    messageBody: 'Deals',
    messageMediaAws: [],
    origin: 'message',
  });
  await sendOnce({ messageId: message._id, clientId: c.id, phone, at: new Date().toISOString() }, async () => ({
    sid,
  }));
  return { messageId: message._id, sid };
}

describe('the status webhook', () => {
  it('refuses unsigned, wrongly keyed, wrongly addressed and altered callbacks with 403, changing nothing', async () => {
    const phone = freshPhone();
    const { messageId, sid } = await sentTo(a, phone);
    const url = hookUrl(a.id, 'status');
    const form = { AccountSid: a.accountSid, MessageSid: sid, MessageStatus: 'delivered', To: phone, From: a.number };
    const before = await storedItem(sendKey(messageId, phone));

    expect((await post(url, form)).status).toBe(403);
    expect((await post(url, form, 'not-the-token')).status).toBe(403);
    expect((await post(url, form, b.token)).status).toBe(403);
    expect((await post(url, form, a.token, hookUrl(a.id, 'inbound'))).status).toBe(403);
    expect((await post(url, form, a.token, `http://evil.example/api/hooks/twilio/${a.id}/status`)).status).toBe(403);
    const signed = twilioSignature(a.token, url, form);
    const altered = await fetch(url, {
      method: 'POST',
      headers: { ...FORM, 'x-twilio-signature': signed },
      body: new URLSearchParams({ ...form, MessageStatus: 'failed' }).toString(),
    });
    expect(altered.status).toBe(403);
    // a company with no messaging settings has no key to sign with
    const nobody = hookUrl(newId(), 'status');
    expect((await post(nobody, form, a.token)).status).toBe(403);
    expect(await storedItem(sendKey(messageId, phone))).toEqual(before);
    expect(await storedItem(messageKey(a.id, messageId))).not.toHaveProperty('finishedCount');

    const ok = await post(url, form, a.token);
    expect(ok).toMatchObject({ status: 200, text: '<?xml version="1.0" encoding="UTF-8"?><Response></Response>' });
    expect(ok.type).toMatch(/^text\/xml/);
    expect(await storedItem(sendKey(messageId, phone))).toMatchObject({ status: 'delivered' });
    // the same callback again, and a stale one: answered, counted once
    expect((await post(url, form, a.token)).status).toBe(200);
    expect((await post(url, { ...form, MessageStatus: 'sent' }, a.token)).status).toBe(200);
    expect(await storedItem(messageKey(a.id, messageId))).toMatchObject({
      deliveredCount: 1,
      finishedCount: 1,
      deliveryPercent: 100,
    });
  });

  it("never lets one company's signed callback touch another company's send", async () => {
    const phone = freshPhone();
    const { messageId, sid } = await sentTo(a, phone);
    const url = hookUrl(b.id, 'status');
    const form = { AccountSid: b.accountSid, MessageSid: sid, MessageStatus: 'delivered', To: phone };
    expect((await post(url, form, b.token)).status).toBe(200);
    expect(await storedItem(sendKey(messageId, phone))).toMatchObject({ status: 'queued' });
  });

  it('counts delivered, failed and undelivered texts sent through the stand-in, and deliveryPercent', async () => {
    const provider = twilioProvider({ accountId: a.accountSid, authToken: a.token }, standIn);
    const { message } = await createLoyaltyMessage({
      client: a.id,
      messageBody: 'Deals',
      messageMediaAws: [],
      origin: 'message',
    });
    const sendTo = (phone: string) =>
      sendOnce({ messageId: message._id, clientId: a.id, phone, at: new Date().toISOString() }, () =>
        provider.send({
          to: phone,
          from: a.number,
          body: 'Deals',
          mediaUrls: [],
          statusCallback: hookUrl(a.id, 'status'),
        }),
      );
    // the stand-in decides each text's fate when it is created
    // a callback must find the SID written: Twilio's come seconds after the create, the stand-in's
    // after this delay, ample on a loaded machine
    await control('config', { failedRate: 0, undeliveredRate: 0, callbackDelayMs: 250 });
    for (let i = 0; i < 3; i++) expect(await sendTo(freshPhone())).toBe('sent');
    await control('config', { failedRate: 1, undeliveredRate: 0 });
    expect(await sendTo(freshPhone())).toBe('sent');
    await control('config', { failedRate: 0, undeliveredRate: 1 });
    expect(await sendTo(freshPhone())).toBe('sent');
    await control('config', { failedRate: 0, undeliveredRate: 0 });

    // each callback counts, then writes its percent: wait for the last of both
    await expect
      .poll(() => storedItem(messageKey(a.id, message._id)))
      .toMatchObject({
        sentCount: 5,
        finishedCount: 5,
        deliveredCount: 3,
        failedCount: 1,
        undeliveredCount: 1,
        deliveryPercent: 60,
      });
    const listed = await admin.get(`/api/client/${a.id}/messages`);
    expect(listed.body.messages.find((m: { _id: string }) => m._id === message._id)?.delivery).toMatchObject({
      sent: 5,
      delivered: 3,
      failed: 1,
      undelivered: 1,
    });
  });
});

describe('the inbound webhook', () => {
  it("opts a member out on STOP at once, records the keyword, and leaves the one confirmation to Twilio's own", async () => {
    const phone = await member(a);
    await texts(a, phone, 'STOP');
    expect(await memberNow(a, phone)).toMatchObject({
      loyaltyStatus: 'optedOut',
      consent: { status: 'revoked', source: 'keyword', wording: 'STOP' },
    });
    expect((await memberNow(a, phone))?.consent.address).toMatch(
      new RegExp(`^\\${phone} \\(message SM[0-9a-f]{32}\\)$`),
    );
    expect((await consents(a, phone)).map((c) => [c.status, c.source])).toEqual([['revoked', 'keyword']]);
    // Twilio confirms STOP itself and would refuse ours (21610): one confirmation, the provider's
    expect((await textsTo(phone)).map((m) => [m.from, m.body, m.auto])).toEqual([[a.number, TWILIO_OPTED_OUT, true]]);
    const inbound = await storedItems(memberPartition(a.id, phone), inboundKey(a.id, phone, '').sk);
    expect(inbound).toEqual([expect.objectContaining({ intent: 'optOut', answeredBy: 'provider' })]);

    // STOP again from a member already out: nothing changes, no second confirmation
    await texts(a, phone, 'stop');
    expect(await textsTo(phone)).toHaveLength(1);
    expect(await consents(a, phone)).toHaveLength(1);
  });

  it.each([
    ['STOPALL', TWILIO_OPTED_OUT],
    ['UNSUBSCRIBE', TWILIO_OPTED_OUT],
    ['Stop texting me', keywordMessages.optedOut('Hook Leaf')],
    ['please remove me', keywordMessages.optedOut('Hook Leaf')],
  ])('opts out on %j with one confirmation', async (words, confirmation) => {
    const phone = await member(a);
    await texts(a, phone, words);
    expect(await memberNow(a, phone)).toMatchObject({ loyaltyStatus: 'optedOut', consent: { wording: words } });
    // a wording Twilio does not know as a keyword is ours to confirm, and not a marketing text
    expect((await textsTo(phone)).map((m) => m.body)).toEqual([confirmation]);
    expect((await textsTo(phone))[0]?.body).not.toContain('intoxicating');
  });

  it('refuses for good, and counts, a text the provider will not send to a number that texted STOP', async () => {
    const phone = await member(a);
    await texts(a, phone, 'STOP');
    const provider = twilioProvider({ accountId: a.accountSid, authToken: a.token }, standIn);
    const { message } = await createLoyaltyMessage({
      client: a.id,
      messageBody: 'Deals',
      messageMediaAws: [],
      origin: 'message',
    });
    const at = { messageId: message._id, clientId: a.id, phone, at: new Date().toISOString() };
    const send = () =>
      provider.send({
        to: phone,
        from: a.number,
        body: 'Deals',
        mediaUrls: [],
        statusCallback: hookUrl(a.id, 'status'),
      });
    expect(await sendOnce(at, send)).toBe('failed');
    expect(await sendOnce(at, send)).toBe('duplicate');
    expect(await storedItem(sendKey(message._id, phone))).toMatchObject({
      decision: 'failed',
      error: 'Attempt to send to unsubscribed recipient',
    });
    expect(await storedItem(messageKey(a.id, message._id))).toMatchObject({ refusedCount: 1, decidedCount: 1 });
    expect(await textsTo(phone)).toHaveLength(1);
  });

  it('opts a member out whom the provider has opted out, when a text to them is refused (a STOP the webhook missed)', async () => {
    const phone = await member(a);
    await texts(a, phone, 'STOP');
    // the webhook's record is lost: the member is active again here, opted out at the provider
    const lost = await memberNow(a, phone);
    await setStoredFields(memberKey(a.id, phone), {
      loyaltyStatus: 'active',
      consent: { ...lost?.consent, status: 'granted' },
    });
    const { message } = await createLoyaltyMessage({
      client: a.id,
      messageBody: 'Deals',
      messageMediaAws: [],
      origin: 'message',
    });
    const batch = { kind: 'members' as const, clientId: a.id, messageId: message._id, phones: [phone] };
    // noon on the member's clock, outside quiet hours whenever the test runs
    const noon = () => new Date('2026-11-24T20:00:00Z');
    expect(await sendBatch(batch, noon)).toEqual({ failed: 1 });
    expect(await memberNow(a, phone)).toMatchObject({
      loyaltyStatus: 'optedOut',
      consent: { status: 'revoked', source: 'provider', address: `${phone} (provider error 21610)` },
    });
    // the next message skips the member before asking the provider
    const next = await createLoyaltyMessage({
      client: a.id,
      messageBody: 'More',
      messageMediaAws: [],
      origin: 'message',
    });
    expect(await sendBatch({ ...batch, messageId: next.message._id }, noon)).toEqual({ optedOut: 1 });
    expect(await textsTo(phone)).toHaveLength(1);
  });

  it("answers HELP and INFO with the business's contact line, changing nothing", async () => {
    const phone = await member(a);
    const before = await memberNow(a, phone);
    await texts(a, phone, 'HELP');
    await texts(a, phone, 'info');
    expect((await textsTo(phone)).map((m) => m.body)).toEqual([
      keywordMessages.help('Hook Leaf', '(206) 555-0142'),
      keywordMessages.help('Hook Leaf', '(206) 555-0142'),
    ]);
    expect(keywordMessages.help('Hook Leaf', '(206) 555-0142')).toContain('For help call (206) 555-0142.');
    expect(await memberNow(a, phone)).toEqual(before);

    const other = await member(b);
    await texts(b, other, 'HELP');
    expect((await textsTo(other)).map((m) => [m.from, m.body])).toEqual([
      [b.number, keywordMessages.help('Other Hook Leaf', undefined)],
    ]);
  });

  it('opts an opted-out member back in on START, with the keyword recorded and one confirmation', async () => {
    const phone = await member(a);
    await texts(a, phone, 'STOP');
    await texts(a, phone, 'Start');
    expect(await memberNow(a, phone)).toMatchObject({
      loyaltyStatus: 'active',
      consent: { status: 'granted', source: 'keyword', wording: 'Start' },
    });
    expect((await consents(a, phone)).map((c) => c.status).sort()).toEqual(['granted', 'revoked']);
    expect((await textsTo(phone)).map((m) => m.body)).toEqual([TWILIO_OPTED_OUT, TWILIO_OPTED_IN]);
    // START from a member who is in already: nothing to confirm
    await texts(a, phone, 'UNSTOP');
    expect(await textsTo(phone)).toHaveLength(2);
  });

  it('confirms an opt-in wording Twilio does not know itself', async () => {
    const phone = await member(a);
    await texts(a, phone, 'Stop texting me');
    await texts(a, phone, 'SUBSCRIBE');
    expect(await memberNow(a, phone)).toMatchObject({ loyaltyStatus: 'active', consent: { wording: 'SUBSCRIBE' } });
    expect((await textsTo(phone)).map((m) => m.body)).toEqual([
      keywordMessages.optedOut('Hook Leaf'),
      keywordMessages.optedIn('Hook Leaf'),
    ]);
  });

  it('answers a redelivered inbound message once', async () => {
    const phone = await member(a);
    const url = hookUrl(a.id, 'inbound');
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const form = { AccountSid: a.accountSid, MessageSid: sid, From: phone, To: a.number, Body: 'HELP' };
    const answers = await Promise.all([post(url, form, a.token), post(url, form, a.token)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await post(url, form, a.token)).status).toBe(200);
    expect(await textsTo(phone)).toHaveLength(1);
    expect(await storedItem(inboundKey(a.id, phone, sid))).toMatchObject({
      intent: 'help',
      replySid: expect.stringMatching(/^SM/),
    });
  });

  it('changes nothing for unsigned requests, unknown senders and other texts', async () => {
    const phone = await member(a);
    const before = await memberNow(a, phone);
    const form = {
      AccountSid: a.accountSid,
      MessageSid: `SM${'0'.repeat(32)}`,
      From: phone,
      To: a.number,
      Body: 'STOP',
    };
    expect((await post(hookUrl(a.id, 'inbound'), form)).status).toBe(403);
    expect((await post(hookUrl(a.id, 'inbound'), form, b.token)).status).toBe(403);
    expect((await post(hookUrl(a.id, 'inbound'), form, a.token, hookUrl(a.id, 'status'))).status).toBe(403);
    await texts(a, phone, 'Thanks! When do you open?');
    expect(await memberNow(a, phone)).toEqual(before);
    expect(await textsTo(phone)).toEqual([]);

    const stranger = freshPhone();
    await texts(a, stranger, 'STOP');
    expect(await memberNow(a, stranger)).toBeUndefined();
    // Twilio's own confirmation goes to anyone; nothing from the platform
    expect((await textsTo(stranger)).filter((m) => !m.auto)).toEqual([]);
  });
});

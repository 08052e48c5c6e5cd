import { randomBytes } from 'node:crypto';
import { GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { LoyaltyMember } from '#shared/schemas/loyalty-member';
import { writeMessagingSecret } from '#lib/aws/secrets';
import { WSLCB_WARNING } from '#lib/loyalty/compliance';
import { queueDeferredSends, type MemberBatch } from '#lib/loyalty/fan-out';
import { dueMessages } from '#lib/loyalty/store/messages';
import { startMessage } from '#lib/loyalty/start-message';
import { createLoyaltyMessage } from '#lib/loyalty/messages';
import { DEFERRED_SENDS, messageKey, sendKey } from '#lib/loyalty/keys';
import { sendBatch } from '#lib/loyalty/send-batch';
import { freshCompany, memberOf } from '#test/support/producers';
import { indexedItems, storedItem, useLocalTable } from '#test/support/table';
import { setClient } from '#test/support/data/clients';
import { addMember as enrol, changeConsent, setMessage } from '#test/support/data/loyalty';

// The send path on the test runtime: the create call's fan-out and the queue worker end to end
// against the Twilio stand-in, and the worker's decisions driven from here with an injected clock
// (the batch function the worker runs, on the same table, secrets and stand-in).

const base = inject('baseUrl');
const port = Number(process.env.TEST_PORT ?? 3100);
const twilio = `http://127.0.0.1:${port + 7}`;

beforeAll(async () => {
  const sqs = new SQSClient({
    endpoint: `http://127.0.0.1:${inject('ports').sqs}`,
    region: 'us-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const queue = (await sqs.send(new GetQueueUrlCommand({ QueueName: 'loyalty-sends' }))).QueueUrl!;
  useLocalTable({
    SECRETS_MANAGER_ENDPOINT: `http://127.0.0.1:${port + 8}`,
    TWILIO_API_URL: twilio,
    SITE_URL: base,
    MEDIA_BUCKET: 'media',
    S3_ENDPOINT: `http://127.0.0.1:${port + 11}`,
    QUEUE_URL_LOYALTY_SENDS: queue,
    SQS_ENDPOINT: `http://127.0.0.1:${inject('ports').sqs}`,
  });
});

const standIn = (path: string, body?: unknown) =>
  fetch(`${twilio}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  }).then(
    (r) => r.json() as Promise<{ messages: { accountSid: string; to: string; body: string; mediaUrls: string[] }[] }>,
  );

beforeEach(async () => {
  await standIn('/__standin/config', { throttleRate: 0, errorRate: 0, failedRate: 0, undeliveredRate: 0 });
});

/** A zone where it is mid-afternoon at `at` (a fixed-offset IANA zone), so quiet hours never interfere. */
const afternoonZone = (at = new Date()) => {
  const offset = ((14 - at.getUTCHours() + 36) % 24) - 12; // local = UTC + offset
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
};

let phoneSeq = 0;
const phone = () => `+1206${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq++ % 10_000).padStart(4, '0')}`;

/** A loyalty company with its own provider account on the stand-in, and members of its programme. */
async function company(loyaltyConfig?: Record<string, unknown>) {
  const { id } = await freshCompany({ type: 'dispensary', name: 'Send Path Dispensary', brands: [] });
  await setClient(id, { loyaltyEnabled: true, ...(loyaltyConfig && { loyaltyConfig }) });
  const accountId = `AC${randomBytes(16).toString('hex')}`;
  await writeMessagingSecret(id, {
    accountId,
    authToken: randomBytes(16).toString('hex'),
    phoneNumber: '+12065550100',
  });
  return { id, accountId };
}

async function addMember(clientId: string, m: Partial<LoyaltyMember> = {}) {
  const now = new Date().toISOString();
  const member: LoyaltyMember = {
    phone: phone(),
    clientId,
    zip: '98101',
    timeZone: afternoonZone(),
    loyaltyStatus: 'active',
    categoryPreferences: [],
    consent: { status: 'granted', at: now, source: 'kiosk', wording: 'Text me offers', address: '127.0.0.1' },
    joinedAt: now,
    updatedAt: now,
    ...m,
  };
  await enrol(member);
  return member;
}

/** The member texts STOP overnight: opted out, as the keyword webhook records it. */
const stop = (clientId: string, phone: string) =>
  changeConsent(clientId, phone, {
    status: 'revoked',
    at: new Date().toISOString(),
    source: 'keyword',
    wording: 'STOP',
    address: phone,
  });

const textsOf = async (accountId: string) =>
  (await standIn('/__standin/messages')).messages.filter((m) => m.accountSid === accountId);
/** A message of the company due in a year, so the runtime's own sweep leaves it to the test. */
const message = async (clientId: string, body = 'Half off pre-rolls today') =>
  (
    await createLoyaltyMessage({
      client: clientId,
      messageBody: body,
      messageMediaAws: [],
      sendDateTime: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      origin: 'message',
    })
  ).message;
const batch = (clientId: string, messageId: string, phones: string[], waited = false): MemberBatch => ({
  kind: 'members',
  clientId,
  messageId,
  phones,
  ...(waited && { waited }),
});

describe('fan-out and the queue worker', () => {
  it('texts every active member once, with the warning, when a business sends a message now', async () => {
    const { id, accountId } = await company();
    const members = await Promise.all(Array.from({ length: 7 }, () => addMember(id)));
    await addMember(id, { loyaltyStatus: 'pending' });
    const user = await memberOf(base, { dispensaryUser: true, clientAssignment: id });
    const r = await user.post(`/api/client/${id}/message`, { messageBody: 'Fresh drops this Friday' });
    expect(r.status).toBe(200);
    const messageId = r.body.message._id as string;
    await expect.poll(async () => (await storedItem(messageKey(id, messageId)))?.sentCount, { interval: 500 }).toBe(7);
    const texts = await textsOf(accountId);
    expect(texts.map((t) => t.to).sort()).toEqual(members.map((m) => m.phone).sort());
    expect(texts[0]!.body).toBe(`Fresh drops this Friday\n\n${WSLCB_WARNING}`);
    // the worker moves it to 'sent' just after counting its first text; the stand-in's status
    // callbacks may have completed it already
    await expect
      .poll(async () => (await storedItem(messageKey(id, messageId)))?.status, { interval: 200 })
      .toMatch(/^(sent|complete)$/);
    expect(await storedItem(messageKey(id, messageId))).toMatchObject({ fannedOut: true, memberCount: 7 });
    expect((await storedItem(messageKey(id, messageId)))?.gsi3pk).toBeUndefined();
  });

  it('texts nobody twice when a batch is redelivered, retried, or two deliveries race', async () => {
    const { id, accountId } = await company();
    const members = await Promise.all(Array.from({ length: 12 }, () => addMember(id)));
    const m = await message(id);
    const b = batch(
      id,
      m._id,
      members.map((x) => x.phone),
    );
    await Promise.all([sendBatch(b), sendBatch(b)]);
    expect(await sendBatch(b)).toEqual({ duplicate: 12 });
    expect(await textsOf(accountId)).toHaveLength(12);
    expect(await storedItem(messageKey(id, m._id))).toMatchObject({ sentCount: 12, status: 'sent' });
  });

  it('gives a 429 or a 500 back to the queue, then sends once when the provider recovers', async () => {
    const { id, accountId } = await company();
    const [a, b] = [await addMember(id), await addMember(id)];
    const m = await message(id);
    await standIn('/__standin/config', { throttleRate: 1 });
    await expect(sendBatch(batch(id, m._id, [a.phone, b.phone]))).rejects.toMatchObject({ kind: 'throttled' });
    await standIn('/__standin/config', { throttleRate: 0, errorRate: 1 });
    await expect(sendBatch(batch(id, m._id, [a.phone, b.phone]))).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await storedItem(sendKey(m._id, a.phone))).toBeUndefined();
    expect(await textsOf(accountId)).toHaveLength(0);
    await standIn('/__standin/config', { errorRate: 0 });
    expect(await sendBatch(batch(id, m._id, [a.phone, b.phone]))).toEqual({ sent: 2 });
    expect(await sendBatch(batch(id, m._id, [a.phone, b.phone]))).toEqual({ duplicate: 2 });
    expect(await textsOf(accountId)).toHaveLength(2);
    expect(await storedItem(messageKey(id, m._id))).toMatchObject({ sentCount: 2 });
  });
});

describe('compliance decisions, recorded and counted once', () => {
  it('skips a phone without consent and an opted-out member, and says why', async () => {
    const { id, accountId } = await company();
    const stranger = phone();
    const optedOut = await addMember(id, {
      loyaltyStatus: 'optedOut',
      consent: { status: 'revoked', at: new Date().toISOString(), source: 'keyword', wording: 'STOP', address: '+1' },
    });
    const m = await message(id);
    const b = batch(id, m._id, [stranger, optedOut.phone]);
    expect(await sendBatch(b)).toEqual({ noConsent: 1, optedOut: 1 });
    expect(await sendBatch(b)).toEqual({ duplicate: 2 });
    expect(await storedItem(sendKey(m._id, stranger))).toMatchObject({ decision: 'noConsent' });
    expect(await storedItem(sendKey(m._id, optedOut.phone))).toMatchObject({ decision: 'optedOut' });
    expect(await storedItem(messageKey(id, m._id))).toMatchObject({ noConsentCount: 1, optedOutCount: 1 });
    expect(await textsOf(accountId)).toHaveLength(0);
  });

  it('holds a text at night until 8 am on the member’s clock, then sends it once', async () => {
    const { id, accountId } = await company();
    const member = await addMember(id, { timeZone: 'America/Los_Angeles' });
    const m = await message(id);
    const night = new Date('2027-07-01T06:30:00Z'); // 23:30 in Seattle
    const morning = new Date('2027-07-01T15:00:00Z'); // 08:00
    expect(await sendBatch(batch(id, m._id, [member.phone]), () => night)).toEqual({ quietHours: 1 });
    expect(await sendBatch(batch(id, m._id, [member.phone]), () => night)).toEqual({ duplicate: 1 });
    expect(await storedItem(sendKey(m._id, member.phone))).toMatchObject({
      decision: 'quietHours',
      sendAfter: morning.toISOString(),
      gsi3pk: DEFERRED_SENDS,
    });
    expect(await storedItem(messageKey(id, m._id))).toMatchObject({ quietHoursCount: 1 });
    // not due before the morning
    const due = async (at: Date) =>
      (await indexedItems('gsi3', DEFERRED_SENDS)).filter(
        (i) => i.messageId === m._id && new Date(String(i.sendAfter)) <= at,
      );
    expect(await due(new Date(morning.getTime() - 60_000))).toHaveLength(0);
    expect(await due(morning)).toHaveLength(1);
    // in the morning: sent once, however often the waited batch comes
    const waited = batch(id, m._id, [member.phone], true);
    expect(await sendBatch(waited, () => morning)).toEqual({ sent: 1 });
    expect(await sendBatch(waited, () => morning)).toEqual({ duplicate: 1 });
    expect(await sendBatch(batch(id, m._id, [member.phone]), () => morning)).toEqual({ duplicate: 1 });
    expect(await textsOf(accountId)).toHaveLength(1);
    const record = await storedItem(sendKey(m._id, member.phone));
    expect(record).toMatchObject({ decision: 'sent', sendAfter: morning.toISOString() });
    expect(record?.gsi3pk).toBeUndefined();
    expect(await storedItem(messageKey(id, m._id))).toMatchObject({ quietHoursCount: 1, sentCount: 1 });
  });

  it('queues the morning’s texts from the deferred index once, and a member who opted out overnight is not texted', async () => {
    const { id, accountId } = await company();
    const member = await addMember(id, { timeZone: 'America/New_York' });
    const m = await message(id);
    const night = new Date('2027-07-02T03:00:00Z'); // 23:00 in New York
    expect(await sendBatch(batch(id, m._id, [member.phone]), () => night)).toEqual({ quietHours: 1 });
    await stop(id, member.phone);
    const morning = new Date('2027-07-02T12:00:00Z');
    // the sweep's part: queued for the runtime's worker, and off the index (a year ahead, so the
    // runtime's own sweep never reaches it)
    expect(await queueDeferredSends(morning)).toBeGreaterThanOrEqual(1);
    expect((await storedItem(sendKey(m._id, member.phone)))?.gsi3pk).toBeUndefined();
    await expect.poll(async () => (await storedItem(sendKey(m._id, member.phone)))?.decision).toBe('optedOut');
    expect(await storedItem(messageKey(id, m._id))).toMatchObject({ quietHoursCount: 1, optedOutCount: 1 });
    expect(await textsOf(accountId)).toHaveLength(0);
  });

  it("caps a member's texts a day at the company's own cap, counting the claim once", async () => {
    const { id, accountId } = await company({ dailyCap: 2 });
    const member = await addMember(id);
    const outcomes: Record<string, number>[] = [];
    let last = '';
    for (let i = 0; i < 3; i++) {
      const m = await message(id, `Deal ${i}`);
      last = m._id;
      outcomes.push(await sendBatch(batch(id, m._id, [member.phone])));
      // a redelivery counts nothing against the cap
      outcomes.push(await sendBatch(batch(id, m._id, [member.phone])));
    }
    // the third message is the one over the cap
    expect(await storedItem(messageKey(id, last))).toMatchObject({ cappedCount: 1 });
    expect(await storedItem(sendKey(last, member.phone))).toMatchObject({ decision: 'capped' });
    expect(outcomes).toEqual([
      { sent: 1 },
      { duplicate: 1 },
      { sent: 1 },
      { duplicate: 1 },
      { capped: 1 },
      { duplicate: 1 },
    ]);
    expect(await textsOf(accountId)).toHaveLength(2);
  });

  it('gives a retried send back to the cap, so a 429 does not use up the day', async () => {
    const { id, accountId } = await company({ dailyCap: 1 });
    const member = await addMember(id);
    const m = await message(id);
    await standIn('/__standin/config', { errorRate: 1 });
    await expect(sendBatch(batch(id, m._id, [member.phone]))).rejects.toMatchObject({ kind: 'unavailable' });
    await standIn('/__standin/config', { errorRate: 0 });
    expect(await sendBatch(batch(id, m._id, [member.phone]))).toEqual({ sent: 1 });
    expect(await textsOf(accountId)).toHaveLength(1);
  });
});

describe('completion', () => {
  const fannedOut = (clientId: string, messageId: string, memberCount: number) =>
    setMessage(clientId, messageId, { fannedOut: true, memberCount });

  it('completes a message whose members were all skipped, with nothing sent', async () => {
    const { id } = await company();
    const optedOut = await addMember(id, { loyaltyStatus: 'optedOut' });
    const m = await message(id);
    await fannedOut(id, m._id, 2);
    expect(await sendBatch(batch(id, m._id, [phone(), optedOut.phone]))).toEqual({ noConsent: 1, optedOut: 1 });
    expect(await storedItem(messageKey(id, m._id))).toMatchObject({ status: 'complete', decidedCount: 2 });
  });

  it('is not complete while a text waits for the morning, and completes once it went and was delivered', async () => {
    const { id, accountId } = await company();
    const night = new Date('2027-07-01T06:30:00Z'); // 23:30 in Seattle
    const morning = new Date('2027-07-01T15:00:00Z'); // 08:00
    const day = await addMember(id, { timeZone: afternoonZone(night) });
    const sleeper = await addMember(id, { timeZone: 'America/Los_Angeles' });
    const m = await message(id);
    await fannedOut(id, m._id, 2);
    expect(await sendBatch(batch(id, m._id, [day.phone, sleeper.phone]), () => night)).toEqual({
      sent: 1,
      quietHours: 1,
    });
    // the daytime text's callbacks come from the stand-in: delivered, and the message still open
    await expect.poll(async () => (await storedItem(messageKey(id, m._id)))?.finishedCount).toBe(1);
    expect(await storedItem(messageKey(id, m._id))).toMatchObject({ status: 'sent', heldCount: 1, decidedCount: 2 });
    const listed = await (
      await memberOf(base, { dispensaryUser: true, clientAssignment: id })
    ).get(`/api/client/${id}/messages`);
    expect(listed.body.messages[0].delivery).toMatchObject({ sent: 1, quietHours: 1, held: 1 });

    expect(await sendBatch(batch(id, m._id, [sleeper.phone], true), () => morning)).toEqual({ sent: 1 });
    expect(await storedItem(messageKey(id, m._id))).toMatchObject({ heldCount: 0, sentCount: 2 });
    await expect.poll(async () => (await storedItem(messageKey(id, m._id)))?.status).toBe('complete');
    expect(await textsOf(accountId)).toHaveLength(2);
  });

  it('completes when the morning finds the held member opted out', async () => {
    const { id } = await company();
    const night = new Date('2027-07-02T03:00:00Z'); // 23:00 in New York
    const sleeper = await addMember(id, { timeZone: 'America/New_York' });
    const m = await message(id);
    await fannedOut(id, m._id, 1);
    expect(await sendBatch(batch(id, m._id, [sleeper.phone]), () => night)).toEqual({ quietHours: 1 });
    expect(await storedItem(messageKey(id, m._id))).toMatchObject({ status: 'pending', heldCount: 1 });
    await stop(id, sleeper.phone);
    const morning = new Date('2027-07-02T12:00:00Z');
    expect(await sendBatch(batch(id, m._id, [sleeper.phone], true), () => morning)).toEqual({ optedOut: 1 });
    expect(await storedItem(messageKey(id, m._id))).toMatchObject({
      status: 'complete',
      heldCount: 0,
      optedOutCount: 1,
    });
  });
});

describe('the schedule', () => {
  it('starts a scheduled message when a sweep runs after its time, once however often it runs', async () => {
    const { id, accountId } = await company();
    const members = await Promise.all(Array.from({ length: 3 }, () => addMember(id)));
    const at = new Date(Date.now() + 2_000);
    const { message: m } = await createLoyaltyMessage({
      client: id,
      messageBody: 'Scheduled',
      messageMediaAws: [],
      sendDateTime: at.toISOString(),
      origin: 'message',
    });
    expect(await storedItem(messageKey(id, m._id))).toMatchObject({ gsi3pk: 'LOYALTY#dueMessages' });
    // the runtime sweeps once a minute on its own (its timers: infra/local/schedule.test.ts); here the
    // sweep is run as the scheduler runs it, once before the time and twice after
    const sweep = async () =>
      expect(
        (await fetch(`${base}/__local/schedules/run?handler=jobs/schedules/sweep-loyalty-sends`, { method: 'POST' }))
          .status,
      ).toBe(200);
    await sweep();
    expect(await storedItem(messageKey(id, m._id))).toMatchObject({ gsi3pk: 'LOYALTY#dueMessages' });
    // a scheduled event's time is whole seconds, as EventBridge sends it
    await new Promise((r) => setTimeout(r, at.getTime() - Date.now() + 1_050));
    await sweep();
    await sweep();
    await expect.poll(async () => (await storedItem(messageKey(id, m._id)))?.sentCount).toBe(3);
    expect((await textsOf(accountId)).map((t) => t.to).sort()).toEqual(members.map((x) => x.phone).sort());
    const started = await storedItem(messageKey(id, m._id));
    expect(started).toMatchObject({ fannedOut: true });
    expect(started?.gsi3pk).toBeUndefined();
  });

  it('starts a due message once however many sweeps race for it', async () => {
    const { id, accountId } = await company();
    const member = await addMember(id);
    const at = new Date(Date.now() + 365 * 86_400_000);
    const { message: m } = await createLoyaltyMessage({
      client: id,
      messageBody: 'Raced',
      messageMediaAws: [],
      sendDateTime: at.toISOString(),
      origin: 'message',
    });
    const early = await dueMessages(new Date(at.getTime() - 60_000));
    expect(early.messages.some((x) => x.messageId === m._id)).toBe(false);
    const page = await dueMessages(at);
    expect(page.messages).toContainEqual({ clientId: id, messageId: m._id });
    const starts = await Promise.all(Array.from({ length: 4 }, () => startMessage(id, m._id, at)));
    expect(starts.filter(Boolean)).toHaveLength(1);
    expect((await dueMessages(at)).messages.some((x) => x.messageId === m._id)).toBe(false);
    await expect.poll(async () => (await storedItem(messageKey(id, m._id)))?.fannedOut, { interval: 500 }).toBe(true);
    await expect.poll(async () => (await textsOf(accountId)).length).toBe(1);
    expect((await textsOf(accountId))[0]!.to).toBe(member.phone);
  });
});

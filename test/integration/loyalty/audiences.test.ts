import { randomBytes } from 'node:crypto';
import { GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import * as audienceMessages from '#shared/messages/client/loyalty-audiences';
import * as offerMessages from '#shared/messages/client/loyalty-offers';
import type { LoyaltyMember } from '#shared/schemas/loyalty-member';
import { writeMessagingSecret } from '#lib/aws/secrets';
import { messageKey, sendKey } from '#lib/loyalty/keys';
import { startMessage } from '#lib/loyalty/start-message';
import { freshCompany, memberOf } from '#test/support/producers';
import { storedItem, useLocalTable } from '#test/support/table';
import { setClient } from '#test/support/data/clients';
import { addMember as enrol } from '#test/support/data/loyalty';

// Audiences end to end on the test runtime (docs/client-loyalty-audiences.md): the count shown
// before sending, the fan-out that applies the same segment and compliance on the server, the
// texts that reach the Twilio stand-in, saved segments, and scheduled messages changed or called
// off only until their send starts.

const base = inject('baseUrl');
const port = Number(process.env.TEST_PORT ?? 3100);
const twilio = `http://127.0.0.1:${port + 7}`;
const DAY = 86_400_000;

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
    QUEUE_URL_LOYALTY_SENDS: queue,
    SQS_ENDPOINT: `http://127.0.0.1:${inject('ports').sqs}`,
  });
});

const standIn = (path: string, body?: unknown) =>
  fetch(`${twilio}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<{ messages: { accountSid: string; to: string }[] }>);

beforeEach(async () => {
  await standIn('/__standin/config', { throttleRate: 0, errorRate: 0, failedRate: 0, undeliveredRate: 0 });
});

/** A fixed-offset zone where it is `hour` o'clock now. */
const zoneAt = (hour: number, at = new Date()) => {
  const offset = ((hour - at.getUTCHours() + 36) % 24) - 12;
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
};

let seq = 0;
// an exchange from 200 to 999: a number the kiosk's check-in takes
const phone = () => `+1425${200 + (Date.now() % 800)}${String(seq++ % 10_000).padStart(4, '0')}`;

async function company(state = 'WA') {
  const { id } = await freshCompany({ type: 'dispensary', name: 'Audience Dispensary', brands: [] });
  await setClient(id, { loyaltyEnabled: true, state });
  const accountId = `AC${randomBytes(16).toString('hex')}`;
  await writeMessagingSecret(id, {
    accountId,
    authToken: randomBytes(16).toString('hex'),
    phoneNumber: '+12065550100',
  });
  const user = await memberOf(base, { dispensaryUser: true, clientAssignment: id });
  return { id, accountId, user };
}

async function member(clientId: string, m: Partial<LoyaltyMember> = {}) {
  const now = new Date().toISOString();
  const x: LoyaltyMember = {
    phone: phone(),
    clientId,
    zip: '98101',
    timeZone: zoneAt(14),
    loyaltyStatus: 'active',
    categoryPreferences: ['Deals'],
    consent: { status: 'granted', at: now, source: 'kiosk', wording: 'Text me offers', address: '127.0.0.1' },
    joinedAt: now,
    updatedAt: now,
    ...m,
  };
  await enrol(x);
  return x;
}

const textsTo = async (accountId: string) =>
  (await standIn('/__standin/messages')).messages.filter((t) => t.accountSid === accountId).map((t) => t.to);

describe('a message to a segment', () => {
  it('counts before sending exactly who then gets a text: nobody outside the segment, opted out, unconfirmed or in quiet hours', async () => {
    const { id, accountId, user } = await company();
    const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    // in the segment: chose Deals, checked in within 30 days, 100+ points, ZIP 98101
    const inside = await Promise.all([
      member(id, { lastVisitAt: ago(3), pointsBalance: 150 }),
      member(id, { lastVisitAt: ago(20), pointsBalance: 100, categoryPreferences: ['Education', 'Deals'] }),
    ]);
    const night = await member(id, { lastVisitAt: ago(1), pointsBalance: 500, timeZone: zoneAt(2) });
    // outside it, each for one reason
    const outside = await Promise.all([
      member(id, { lastVisitAt: ago(3), pointsBalance: 150, categoryPreferences: ['Education'] }),
      member(id, { lastVisitAt: ago(45), pointsBalance: 150 }),
      member(id, { pointsBalance: 150 }),
      member(id, { lastVisitAt: ago(3), pointsBalance: 50 }),
      member(id, { lastVisitAt: ago(3), pointsBalance: 150, zip: '99201' }),
    ]);
    const optedOut = await member(id, {
      lastVisitAt: ago(3),
      pointsBalance: 150,
      loyaltyStatus: 'optedOut',
      consent: { status: 'revoked', at: ago(1), source: 'keyword', wording: 'STOP', address: '+1' },
    });
    const pending = await member(id, { lastVisitAt: ago(3), pointsBalance: 150, loyaltyStatus: 'pending' });
    const segment = {
      categories: ['Deals'],
      visit: { kind: 'within', days: 30 },
      points: { min: 100 },
      zips: ['98101'],
    };

    const count = await user.post(`/api/client/${id}/loyalty/audience`, { segment });
    expect(count.status).toBe(200);
    expect(count.body).toMatchObject({
      members: 5,
      recipients: 3,
      noConsent: 1,
      optedOut: 1,
      quietHours: 1,
      timeZone: 'America/Los_Angeles',
      usedThisMonth: 0,
      included: 3,
      extra: 0,
      cost: 0,
    });

    const sent = await user.post(`/api/client/${id}/message`, { messageBody: 'Members: double points', segment });
    expect(sent.status).toBe(200);
    expect(sent.body.message.segment).toEqual(segment);
    const messageId = sent.body.message._id as string;
    await expect
      .poll(async () => (await storedItem(messageKey(id, messageId)))?.memberCount, { interval: 300 })
      .toBe(count.body.recipients);
    await expect.poll(async () => (await storedItem(messageKey(id, messageId)))?.sentCount, { interval: 300 }).toBe(2);
    await expect
      .poll(async () => (await storedItem(sendKey(messageId, night.phone)))?.decision, { interval: 300 })
      .toBe('quietHours');
    const texted = await textsTo(accountId);
    expect(texted.sort()).toEqual(inside.map((m) => m.phone).sort());
    for (const m of [...outside, optedOut, pending, night]) expect(texted).not.toContain(m.phone);
    // the night member's text waits for their morning; the others were never queued at all
    for (const m of [...outside, optedOut, pending])
      expect(await storedItem(sendKey(messageId, m.phone))).toBeUndefined();
    // the plan's month counts the two texts the provider took
    const after = await user.post(`/api/client/${id}/loyalty/audience`, {});
    expect(after.body).toMatchObject({ members: 10, recipients: 8, usedThisMonth: 2 });
  });

  it('reads new members and those not seen for a while, and refuses a points range upside down', async () => {
    const { id, user } = await company('NY');
    await member(id, { joinedAt: new Date(Date.now() - 2 * DAY).toISOString() });
    await member(id, {
      joinedAt: new Date(Date.now() - 40 * DAY).toISOString(),
      lastVisitAt: new Date(Date.now() - 60 * DAY).toISOString(),
    });
    const count = (segment: unknown) => user.post(`/api/client/${id}/loyalty/audience`, { segment });
    expect((await count({ joinedWithinDays: 7 })).body).toMatchObject({ members: 1, timeZone: 'America/New_York' });
    // never checked in counts as not since
    expect((await count({ visit: { kind: 'notSince', days: 30 } })).body.members).toBe(2);
    expect((await count({ visit: { kind: 'within', days: 90 } })).body.members).toBe(1);
    const bad = await count({ points: { min: 500, max: 100 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('The lowest points balance is more than the highest.');
  });
});

describe('saved segments', () => {
  it('saves a segment once per name, lists it and deletes it, freeing the name', async () => {
    const { id, user } = await company();
    const segment = { categories: ['Deals'], joinedWithinDays: 30 };
    const saved = await user.post(`/api/client/${id}/loyalty/segments`, { name: 'New deal hunters', segment });
    expect(saved.status).toBe(200);
    expect(saved.body.segment).toMatchObject({ name: 'New deal hunters', segment });
    const again = await user.post(`/api/client/${id}/loyalty/segments`, { name: 'new DEAL hunters', segment });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe(audienceMessages.segmentNameTaken);
    const list = await user.get(`/api/client/${id}/loyalty/segments`);
    expect(list.body.segments.map((s: { name: string }) => s.name)).toEqual(['New deal hunters']);
    const gone = await user.del(`/api/client/${id}/loyalty/segments/${saved.body.segment._id}`);
    expect(gone.status).toBe(200);
    expect((await user.del(`/api/client/${id}/loyalty/segments/${saved.body.segment._id}`)).status).toBe(404);
    expect((await user.post(`/api/client/${id}/loyalty/segments`, { name: 'New deal hunters', segment })).status).toBe(
      200,
    );
  });

  it("keeps one company's segments from another", async () => {
    const mine = await company();
    const theirs = await company();
    const saved = await mine.user.post(`/api/client/${mine.id}/loyalty/segments`, { name: 'Mine', segment: {} });
    expect((await theirs.user.get(`/api/client/${mine.id}/loyalty/segments`)).status).toBe(403);
    expect((await theirs.user.del(`/api/client/${theirs.id}/loyalty/segments/${saved.body.segment._id}`)).status).toBe(
      404,
    );
    expect((await mine.user.get(`/api/client/${mine.id}/loyalty/segments`)).body.segments).toHaveLength(1);
  });
});

describe('a scheduled message', () => {
  const later = () => new Date(Date.now() + 365 * DAY).toISOString();

  it('is changed and called off until it starts', async () => {
    const { id, user } = await company();
    const created = await user.post(`/api/client/${id}/message`, { messageBody: 'Soon', sendDateTime: later() });
    const messageId = created.body.message._id as string;
    const when = later();
    const edited = await user.put(`/api/client/${id}/message/${messageId}`, {
      messageBody: 'Sooner',
      sendDateTime: when,
      segment: { zips: ['98101'] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toMatchObject({
      messageBody: 'Sooner',
      sendDateTime: when,
      segment: { zips: ['98101'] },
    });
    expect(await storedItem(messageKey(id, messageId))).toMatchObject({ gsi3sk: `${when}#${id}#${messageId}` });
    const past = await user.put(`/api/client/${id}/message/${messageId}`, {
      messageBody: 'Sooner',
      sendDateTime: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    const cancelled = await user.del(`/api/client/${id}/message/${messageId}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message.status).toBe('cancelled');
    expect((await storedItem(messageKey(id, messageId)))?.gsi3pk).toBeUndefined();
    // called off, it has left the due index: nothing starts it, and it cannot be changed again
    expect(await startMessage(id, messageId)).toBe(false);
    expect(
      (await user.put(`/api/client/${id}/message/${messageId}`, { messageBody: 'x', sendDateTime: later() })).status,
    ).toBe(409);
  });

  it('is refused a change or a cancel once its send has started', async () => {
    const { id, user } = await company();
    await member(id);
    const created = await user.post(`/api/client/${id}/message`, { messageBody: 'Now-ish', sendDateTime: later() });
    const messageId = created.body.message._id as string;
    // the sweep's start: taken off the due index and the fan-out queued
    expect(await startMessage(id, messageId)).toBe(true);
    const edit = await user.put(`/api/client/${id}/message/${messageId}`, {
      messageBody: 'Changed',
      sendDateTime: later(),
    });
    expect(edit.status).toBe(409);
    expect(edit.body.errorMessage).toBe(audienceMessages.messageStarted);
    const cancel = await user.del(`/api/client/${id}/message/${messageId}`);
    expect(cancel.status).toBe(409);
    expect(await storedItem(messageKey(id, messageId))).toMatchObject({ messageBody: 'Now-ish' });
    expect((await storedItem(messageKey(id, messageId)))?.status).not.toBe('cancelled');
  });
});

describe('what segments read, kept from the stream', () => {
  it("copies a check-in's time and the ledger's balance onto the member", async () => {
    const { id, user } = await company();
    const m = await member(id);
    const offer = await user.post(`/api/client/${id}/point/offer`, { name: 'Check-in points', basePoints: 100 });
    expect(offer.status).toBe(200);
    const checkIn = await user.post(`/api/client/${id}/user/checkin/phone/${m.phone.slice(2)}`, {});
    expect(checkIn.status).toBe(200);
    await expect
      .poll(
        async () => (await storedItem({ pk: `CLIENT#${id}`, sk: `MEMBER#${m.phone}` })) as Record<string, unknown>,
        {
          interval: 300,
          timeout: 15_000,
        },
      )
      .toMatchObject({ lastVisitAt: checkIn.body.checkIn.at, pointsBalance: 100 });
  });
});

describe('offers in store time, named, and warned of overlaps', () => {
  it("takes the store's zone from its address and names the offers a new one overlaps", async () => {
    const { id, user } = await company('NY');
    const first = await user.post(`/api/client/${id}/point/offer`, { name: 'Weekend check-ins' });
    expect(first.status).toBe(200);
    expect(first.body.offer).toMatchObject({
      name: 'Weekend check-ins',
      timeZone: 'America/New_York',
      startsAt: expect.any(String),
    });
    const warned = await user.post(`/api/client/${id}/point/offer`, { name: 'Second', warnOverlap: true });
    expect(warned.status).toBe(409);
    expect(warned.body.errorMessage).toBe(offerMessages.overlaps(['Weekend check-ins'], 'Phone Check-In'));
    // another type does not overlap; the same one, confirmed, is written and the answer names the other
    expect(
      (await user.post(`/api/client/${id}/point/offer`, { name: 'Any', pointOfferType: 'general', warnOverlap: true }))
        .status,
    ).toBe(200);
    const anyway = await user.post(`/api/client/${id}/point/offer`, { name: 'Second' });
    expect(anyway.status).toBe(200);
    expect(anyway.body.overlaps).toEqual(['Weekend check-ins']);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { applyDeliveryStatus, applyStatusCallback } from '#lib/loyalty/delivery';
import { createLoyaltyMessage } from '#lib/loyalty/messages';
import { clientMessagesPartition, messageKey, sendKey } from '#lib/loyalty/keys';
import { providerError } from '#lib/loyalty/provider/port';
import { recordSend, sendOnce } from '#lib/loyalty/sends';
import { newId } from '#lib/base/ids';
import { storedItem, useLocalTable } from '#test/support/table';
import { setMessage } from '#test/support/data/loyalty';

// The send path's idempotency on DynamoDB Local: a message is written once per id, and a member
// is texted once per message however often the queue redelivers or a batch is retried.

beforeAll(() => {
  useLocalTable();
});

const target = () => ({ messageId: newId(), clientId: newId(), phone: '+12065550123', at: new Date().toISOString() });

describe('one text per message and member', () => {
  it('texts once when the same member comes twice (a redelivered queue message)', async () => {
    const t = target();
    let calls = 0;
    const send = async () => ({ sid: `SM${String(++calls).padStart(32, '0')}` });
    expect(await sendOnce(t, send)).toBe('sent');
    expect(await sendOnce(t, send)).toBe('duplicate');
    expect(await Promise.all([sendOnce(t, send), sendOnce(t, send)])).toEqual(['duplicate', 'duplicate']);
    expect(calls).toBe(1);
    expect(await storedItem(sendKey(t.messageId, t.phone))).toMatchObject({
      entity: 'loyaltySend',
      decision: 'sent',
      providerSid: `SM${'1'.padStart(32, '0')}`,
      status: 'queued',
    });
  });

  it('texts once when two deliveries race', async () => {
    const t = target();
    let calls = 0;
    const send = async () => ({ sid: `SM${'a'.repeat(31)}${++calls}` });
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => sendOnce(t, send)));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(calls).toBe(1);
  });

  it('releases the claim on a 429 or 5xx so the retry sends, and keeps a permanent refusal', async () => {
    const t = target();
    await expect(
      sendOnce(t, () => Promise.reject(providerError('throttled', 'slow', { status: 429 }))),
    ).rejects.toThrow('slow');
    expect(await storedItem(sendKey(t.messageId, t.phone))).toBeUndefined();
    expect(await sendOnce(t, async () => ({ sid: `SM${'b'.repeat(32)}` }))).toBe('sent');

    const refused = target();
    const bad = () =>
      Promise.reject(providerError('permanent', 'unsubscribed recipient', { status: 400, code: 21610 }));
    expect(await sendOnce(refused, bad)).toBe('failed');
    expect(await sendOnce(refused, async () => ({ sid: `SM${'c'.repeat(32)}` }))).toBe('duplicate');
    expect(await storedItem(sendKey(refused.messageId, refused.phone))).toMatchObject({
      decision: 'failed',
      error: 'unsubscribed recipient',
    });
  });

  it('records a skip once, counted once, and a skipped member is not texted by a later delivery', async () => {
    const { message } = await createLoyaltyMessage({
      client: newId(),
      messageBody: 'Hi',
      messageMediaAws: [],
      origin: 'message',
    });
    const t = { ...target(), messageId: message._id, clientId: message.client };
    expect(await recordSend({ ...t, decision: 'quietHours' })).toBe(true);
    expect(await recordSend({ ...t, decision: 'quietHours' })).toBe(false);
    expect(await storedItem(messageKey(t.clientId, t.messageId))).toMatchObject({ quietHoursCount: 1 });
    expect(await recordSend({ ...t, decision: 'sent' })).toBe(false);
    let calls = 0;
    expect(await sendOnce(t, async () => ({ sid: `SM${String(++calls).padStart(32, '0')}` }))).toBe('duplicate');
    expect(calls).toBe(0);
  });
});

describe('createLoyaltyMessage', () => {
  it('writes a pending mms message once per id, listed under the company', async () => {
    const client = newId();
    const id = newId();
    const input = {
      id,
      client,
      messageBody: 'Fresh drops',
      messageMediaAws: [],
      origin: 'offer' as const,
      offerId: newId(),
    };
    const first = await createLoyaltyMessage(input);
    expect(first.created).toBe(true);
    expect(first.message).toMatchObject({ _id: id, status: 'pending', method: 'mms', deliveryPercent: 0 });
    const again = await createLoyaltyMessage({ ...input, messageBody: 'changed' });
    expect(again).toMatchObject({ created: false, message: { messageBody: 'Fresh drops' } });
    expect(await storedItem(messageKey(client, id))).toMatchObject({
      entity: 'loyaltyMessage',
      gsi1pk: clientMessagesPartition(client),
      origin: 'offer',
    });
  });
});

describe('status callbacks', () => {
  it('move a send forward only, count each final status once, and set deliveryPercent and the status', async () => {
    const client = newId();
    const { message } = await createLoyaltyMessage({
      client,
      messageBody: 'Hi',
      messageMediaAws: [],
      origin: 'message',
    });
    const phones = ['+12065550001', '+12065550002'];
    for (const [i, phone] of phones.entries())
      await sendOnce({ messageId: message._id, clientId: client, phone, at: new Date().toISOString() }, async () => ({
        sid: `SM${String(i).padStart(32, '0')}`,
      }));
    expect(await storedItem(messageKey(client, message._id))).toMatchObject({
      status: 'sent',
      sentCount: 2,
      decidedCount: 2,
    });
    const status = (phone: string, i: number, s: string, sid = `SM${String(i).padStart(32, '0')}`) =>
      applyDeliveryStatus({ clientId: client, messageId: message._id, phone, sid, status: s });

    expect(await status(phones[0]!, 0, 'sent')).toBe(true);
    expect(await status(phones[0]!, 0, 'delivered')).toBe(true);
    // repeated, stale, or for another SID: nothing changes
    expect(await status(phones[0]!, 0, 'delivered')).toBe(false);
    expect(await status(phones[0]!, 0, 'sent')).toBe(false);
    expect(await status(phones[1]!, 1, 'delivered', `SM${'f'.repeat(32)}`)).toBe(false);
    // one figure: delivered of the texts the provider took, the other still on its way
    expect(await storedItem(messageKey(client, message._id))).toMatchObject({ deliveryPercent: 50, finishedCount: 1 });

    // the fan-out is over: the last final status completes the message
    await setMessage(client, message._id, { fannedOut: true, memberCount: 2 });
    expect(await status(phones[1]!, 1, 'undelivered')).toBe(true);
    expect(await storedItem(messageKey(client, message._id))).toMatchObject({
      status: 'complete',
      deliveryPercent: 50,
      deliveredCount: 1,
      finishedCount: 2,
    });
    expect(await storedItem(sendKey(message._id, phones[1]!))).toMatchObject({ status: 'undelivered' });
  });

  it('keeps callbacks that come before the send recorded its SID, ranked by status, and completes the message', async () => {
    const client = newId();
    const { message } = await createLoyaltyMessage({
      client,
      messageBody: 'Early',
      messageMediaAws: [],
      origin: 'message',
    });
    await setMessage(client, message._id, { fannedOut: true, memberCount: 1, decidedCount: 0 });
    const phone = '+12065550003';
    const sid = `SM${'e'.repeat(32)}`;
    // the provider calls back while its answer is still on the way: delivered first, then a stale sent
    const outcome = await sendOnce(
      { messageId: message._id, clientId: client, phone, at: new Date().toISOString() },
      async () => {
        expect(await applyStatusCallback(client, sid, 'delivered')).toBe(false);
        expect(await applyStatusCallback(client, sid, 'sent')).toBe(false);
        return { sid };
      },
    );
    expect(outcome).toBe('sent');
    expect(await storedItem(sendKey(message._id, phone))).toMatchObject({ status: 'delivered', providerSid: sid });
    expect(await storedItem(messageKey(client, message._id))).toMatchObject({
      status: 'complete',
      sentCount: 1,
      deliveredCount: 1,
      finishedCount: 1,
      deliveryPercent: 100,
    });
    // the same final status again, as a provider's retry: counted once still
    expect(await applyStatusCallback(client, sid, 'delivered')).toBe(false);
    expect(await storedItem(messageKey(client, message._id))).toMatchObject({ deliveredCount: 1, finishedCount: 1 });
    // another company's callback for this SID reaches nothing of this one's
    expect(await applyStatusCallback(newId(), sid, 'failed')).toBe(false);
    expect(await storedItem(sendKey(message._id, phone))).toMatchObject({ status: 'delivered' });
  });
});

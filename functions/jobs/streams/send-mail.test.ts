import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '#shared/schemas/mail';
import { memoryTable } from '#test/support/memory-table';
import { outboxKey } from '#lib/mail/keys';

// The mail worker on stream events shaped like the sample in events/: a redelivered insert is not
// sent twice, a record that is no mail is reported and not sent, and a failed send holds back only
// its own record.

const sent = vi.hoisted(() => [] as { to: string }[]);
vi.mock('#lib/aws/ses', () => ({
  sendEmail: async (m: { to: string }) => {
    if (m.to === 'down@example.com') throw new Error('SES refused');
    sent.push(m);
  },
}));
const { handler } = await import('./send-mail.ts');

const sample = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', '..', 'events', 'stream', 'product-modify.json'), 'utf8'),
  ) as DynamoDBStreamEvent
).Records[0]!;
const context = {
  awsRequestId: 'req',
  functionName: 'send-mail',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

let n = 0;
const mail = (to: string): OutboxMessage => ({
  _id: `5c43ba00000000000000${String(++n).padStart(4, '0')}`,
  channel: 'email',
  to,
  subject: 'Reset your password',
  text: 'link',
  status: 'pending',
  createdAt: '2026-11-21T12:00:00.000Z',
});
const insert = (item: Record<string, unknown>, sequence: string): DynamoDBRecord => ({
  ...sample,
  eventID: `event-${sequence}`,
  eventName: 'INSERT',
  dynamodb: {
    ...sample.dynamodb,
    SequenceNumber: sequence,
    Keys: marshall(outboxKey(String(item._id))) as never,
    NewImage: marshall({ ...item, entity: 'mail' }) as never,
    OldImage: undefined,
  },
});

let table: ReturnType<typeof memoryTable>;
beforeEach(() => {
  Object.assign(process.env, { TABLE_NAME: 'unit', MAIL_FROM: 'Cannastamp <no-reply@cannastamp.com>' });
  delete process.env.MAIL_TRANSPORT;
  sent.length = 0;
  table = memoryTable();
  for (const m of [mail('a@example.com'), mail('b@example.com'), mail('down@example.com')])
    table.put({ ...m, ...outboxKey(m._id) });
});
afterEach(() => vi.restoreAllMocks());

describe('send-mail', () => {
  it('sends a redelivered insert once', async () => {
    const m = mail('once@example.com');
    table.put({ ...m, ...outboxKey(m._id) });
    const event = { Records: [insert(m, '100')] };
    expect(await handler(event, context)).toEqual({ batchItemFailures: [] });
    expect(await handler(event, context)).toEqual({ batchItemFailures: [] });
    expect(sent.map((s) => s.to)).toEqual(['once@example.com']);
    expect(table.get(outboxKey(m._id))).toMatchObject({ status: 'sent' });
  });

  it('reports a record that is no mail and sends the others', async () => {
    const good = mail('good@example.com');
    const { to: _, ...noAddress } = mail('x@example.com');
    const result = await handler({ Records: [insert(noAddress, '200'), insert(good, '201')] }, context);
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: '200' }] });
    expect(sent.map((s) => s.to)).toEqual(['good@example.com']);
  });

  it('fails only the record whose send fails, and sends it when the stream retries', async () => {
    const down = mail('down@example.com');
    const after = mail('after@example.com');
    const event = { Records: [insert(down, '300'), insert(after, '301')] };
    expect(await handler(event, context)).toEqual({ batchItemFailures: [{ itemIdentifier: '300' }] });
    expect(sent.map((s) => s.to)).toEqual(['after@example.com']);
    // the retry starts at the failed record; the one after it is not sent again
    expect(await handler(event, context)).toEqual({ batchItemFailures: [{ itemIdentifier: '300' }] });
    expect(sent.map((s) => s.to)).toEqual(['after@example.com']);
  });

  it('leaves changes other than inserts alone (marking a mail sent is a change too)', async () => {
    const m = mail('modify@example.com');
    const record = { ...insert(m, '400'), eventName: 'MODIFY' as const };
    expect(await handler({ Records: [record] }, context)).toEqual({ batchItemFailures: [] });
    expect(sent).toEqual([]);
  });
});

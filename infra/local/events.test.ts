import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scheduledEvent, sqsEvent, streamEvent } from './events.ts';

// The local runtime's events must have the shape AWS sends: each is compared, key by key, with a
// sample in events/ written from AWS's documented examples.

const sample = (path: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'events', path), 'utf8')) as unknown;

/** The object's structure: its keys, recursively, with the type of each leaf. */
const shape = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.slice(0, 1).map(shape)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([, x]) => x !== undefined)
            .map(([k, x]) => [k, shape(x)])
            .sort(([a], [b]) => String(a).localeCompare(String(b))),
        )
      : typeof v;

describe('local trigger events', () => {
  it('builds the SQS event', () => {
    const e = sqsEvent(
      [
        {
          MessageId: 'm',
          ReceiptHandle: 'r',
          Body: '{}',
          MD5OfBody: 'x',
          Attributes: {
            ApproximateReceiveCount: '1',
            SentTimestamp: '1',
            SenderId: 's',
            ApproximateFirstReceiveTimestamp: '1',
          },
        },
      ],
      'arn:aws:sqs:us-west-2:000000000000:print-jobs',
      'us-west-2',
    );
    expect(shape(e)).toEqual(shape(sample('sqs/print-job.json')));
  });

  it('builds the EventBridge scheduled event', () => {
    const e = scheduledEvent('expire-offers', 'us-west-2', new Date('2026-11-21T12:00:00.123Z'));
    expect(shape(e)).toEqual(shape(sample('schedule/expire-offers.json')));
    expect(e.time).toBe('2026-11-21T12:00:00Z');
  });

  it('builds the DynamoDB stream event from what the streams API answers', () => {
    const s = sample('stream/product-modify.json') as { Records: [{ dynamodb: Record<string, unknown> }] };
    const d = s.Records[0].dynamodb;
    const e = streamEvent(
      [
        {
          eventID: 'c4ca4238a0b923820dcc509a6f75849b',
          eventName: 'MODIFY',
          dynamodb: { ...d, ApproximateCreationDateTime: new Date(1795003200 * 1000) } as never,
        },
      ],
      'arn:aws:dynamodb:us-west-2:000000000000:table/cannastamp/stream/x',
      'us-west-2',
    );
    expect(shape(e)).toEqual(shape(s));
    expect(e.Records[0]!.dynamodb!.ApproximateCreationDateTime).toBe(1795003200);
  });
});

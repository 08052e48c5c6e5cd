import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, DynamoDBStreamEvent, ScheduledEvent, SQSEvent } from 'aws-lambda';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { memoryTable } from '#test/support/memory-table';
import { onceKey } from '#lib/table/keys';
import { logger } from '#lib/base/logger';
import { permanentFailure, queueWorker, scheduleWorker, streamWorker } from './worker.ts';

const sent = vi.hoisted(() => [] as { queue: string; body: unknown }[]);
vi.mock('#lib/aws/sqs', () => ({
  sendMessage: async (queue: string, body: unknown) => void sent.push({ queue, body }),
}));

// The worker wrappers on the sample events of events/: parsing, partial batch responses, a
// correlation id on every log line, and at most one run per message, change or firing.

// the logger takes its level when it loads (and again at each invocation): these tests read its lines
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'INFO';
});

const sample = <T>(file: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'events', file), 'utf8')) as T;
const sqsSample = sample<SQSEvent>('sqs/print-job.json');
const streamSample = sample<DynamoDBStreamEvent>('stream/product-modify.json');
const scheduleSample = sample<ScheduledEvent>('schedule/expire-offers.json');
const context = {
  awsRequestId: 'req-1',
  functionName: 'worker',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

/** Two messages: the sample, and a copy with its own id and body. */
const sqsEvent = (second: { id: string; body: string }): SQSEvent => ({
  Records: [sqsSample.Records[0]!, { ...sqsSample.Records[0]!, messageId: second.id, body: second.body }],
});

const streamRecord = (eventID: string, sequence: string, image: Record<string, unknown>) => {
  const r = structuredClone(streamSample.Records[0]!);
  r.eventID = eventID;
  r.dynamodb!.SequenceNumber = sequence;
  r.dynamodb!.NewImage = image as never;
  return r;
};

let table: ReturnType<typeof memoryTable>;
let lines: Record<string, unknown>[];

beforeAll(() => {
  // what the worker table gives a queue worker (infra/workers.ts workerNeeds)
  Object.assign(process.env, { TABLE_NAME: 'unit', MAX_RECEIVES: '3', LEASE_SECONDS: '120' });
});

beforeEach(() => {
  table = memoryTable();
  lines = [];
  // the logger writes JSON lines through its own Console on stdout and stderr
  for (const stream of [process.stdout, process.stderr])
    vi.spyOn(stream, 'write').mockImplementation(((chunk: string) => {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
      return true;
    }) as never);
});

afterEach(() => vi.restoreAllMocks());

const errorsLogged = () => lines.filter((l) => l.level === 'ERROR');

describe('queueWorker', () => {
  const body = z.object({ printJobId: z.string().check(z.regex(/^[0-9a-f]{24}$/)) });

  it('hands each message its parsed body, logging under the message id', async () => {
    const seen: unknown[] = [];
    const handler = queueWorker({ name: 'print', body }, async (m) => {
      logger.info('printing');
      seen.push(m);
    });
    expect(await handler(sqsSample, context)).toEqual({ batchItemFailures: [] });
    expect(seen).toEqual([
      {
        id: sqsSample.Records[0]!.messageId,
        body: { printJobId: '5c43ba0000000000004c4b40' },
        receiveCount: 1,
        delivery: { maxReceives: 3, leaseMs: 120_000 },
      },
    ]);
    expect(lines.find((l) => l.message === 'printing')).toMatchObject({
      correlationId: sqsSample.Records[0]!.messageId,
      function_request_id: 'req-1',
    });
  });

  it('reports a message that does not parse as a batch item failure and logs why; the others go on', async () => {
    const seen: string[] = [];
    const handler = queueWorker({ name: 'print', body }, async (m) => void seen.push(m.body.printJobId));
    for (const bad of ['{"printJobId":"nope"}', 'not json', '{}']) {
      lines = [];
      const result = await handler(sqsEvent({ id: 'bad-1', body: bad }), context);
      expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'bad-1' }] });
      expect(errorsLogged()).toHaveLength(1);
      expect(errorsLogged()[0]).toMatchObject({
        correlationId: 'bad-1',
        message: expect.stringContaining('bad record'),
      });
      expect(String(errorsLogged()[0]!.reason)).toContain('message body');
    }
    // the good message ran once, whatever came beside it
    expect(seen).toEqual(['5c43ba0000000000004c4b40']);
  });

  it('runs a redelivered message once', async () => {
    const run = vi.fn(async () => undefined);
    const handler = queueWorker({ name: 'print', body }, run);
    expect(await handler(sqsSample, context)).toEqual({ batchItemFailures: [] });
    expect(await handler(sqsSample, context)).toEqual({ batchItemFailures: [] });
    expect(run).toHaveBeenCalledTimes(1);
    expect(table.items.get(`IDEMP#print#${sqsSample.Records[0]!.messageId}|#META`)).toMatchObject({
      state: 'done',
      expiresAt: expect.any(Number),
    });
    expect(lines.find((l) => l.message === 'record already processed; skipped')).toMatchObject({
      correlationId: sqsSample.Records[0]!.messageId,
    });
  });

  it('fails only the record whose handler throws, and runs it again when it comes back', async () => {
    let fail = true;
    const seen: string[] = [];
    const handler = queueWorker({ name: 'print', body }, async (m) => {
      if (m.id === 'second' && fail) throw new Error('printer jammed');
      seen.push(m.id);
    });
    const event = sqsEvent({ id: 'second', body: '{"printJobId":"5c43ba0000000000004c4b41"}' });
    expect(await handler(event, context)).toEqual({ batchItemFailures: [{ itemIdentifier: 'second' }] });
    expect(errorsLogged()[0]).toMatchObject({
      correlationId: 'second',
      error: expect.objectContaining({ message: 'printer jammed' }),
    });
    fail = false;
    // SQS hands back the failed message; the first one is not run again
    expect(await handler(event, context)).toEqual({ batchItemFailures: [] });
    expect(seen).toEqual([sqsSample.Records[0]!.messageId, 'second']);
  });

  it('reports every message when all fail, rather than throwing the batch away', async () => {
    const handler = queueWorker({ name: 'print', body }, async () => {
      throw new Error('down');
    });
    expect(await handler(sqsEvent({ id: 'b', body: '{"printJobId":"5c43ba0000000000004c4b41"}' }), context)).toEqual({
      batchItemFailures: [{ itemIdentifier: sqsSample.Records[0]!.messageId }, { itemIdentifier: 'b' }],
    });
  });

  it('fails a message another delivery is still running, and takes over one whose delivery died', async () => {
    const id = sqsSample.Records[0]!.messageId;
    const run = vi.fn(async () => undefined);
    const handler = queueWorker({ name: 'print', body }, run);
    const key = onceKey(`print#${id}`);
    table.items.set(`${key.pk}|${key.sk}`, { ...key, state: 'running', leaseUntil: Date.now() + 60_000 });
    expect(await handler(sqsSample, context)).toEqual({ batchItemFailures: [{ itemIdentifier: id }] });
    expect(run).not.toHaveBeenCalled();
    table.items.set(`${key.pk}|${key.sk}`, { ...key, state: 'running', leaseUntil: Date.now() - 1 });
    expect(await handler(sqsSample, context)).toEqual({ batchItemFailures: [] });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('leaves idempotency to a worker that says its work is idempotent', async () => {
    const run = vi.fn(async () => undefined);
    const handler = queueWorker({ name: 'print', body, once: false }, run);
    await handler(sqsSample, context);
    await handler(sqsSample, context);
    expect(run).toHaveBeenCalledTimes(2);
    expect(table.calls).toHaveLength(0);
  });
});

describe('streamWorker', () => {
  const image = z.object({ pk: z.string(), entity: z.literal('product'), available: z.boolean() });

  it('hands each change its parsed images, logging under the event id', async () => {
    const seen: unknown[] = [];
    const handler = streamWorker({ name: 'shelf', image }, async (change) => {
      logger.info('changed');
      seen.push(change);
    });
    expect(await handler(streamSample, context)).toEqual({ batchItemFailures: [] });
    const pk = 'PRODUCT#5c43ba0000000000004c4b40';
    expect(seen).toEqual([
      {
        id: 'c4ca4238a0b923820dcc509a6f75849b',
        eventName: 'MODIFY',
        newImage: { pk, entity: 'product', available: false },
        oldImage: { pk, entity: 'product', available: true },
        image: { pk, entity: 'product', available: false },
      },
    ]);
    expect(lines.find((l) => l.message === 'changed')).toMatchObject({
      correlationId: 'c4ca4238a0b923820dcc509a6f75849b',
    });
  });

  it('reports a record that does not parse by its sequence number and logs why', async () => {
    const seen: string[] = [];
    const handler = streamWorker({ name: 'shelf', image }, async (c) => void seen.push(c.id));
    const bad = streamRecord('e-bad', '222', {
      pk: { S: 'PRODUCT#x' },
      entity: { S: 'product' },
      available: { S: 'yes' },
    });
    const result = await handler({ Records: [streamSample.Records[0]!, bad] }, context);
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: '222' }] });
    expect(seen).toEqual(['c4ca4238a0b923820dcc509a6f75849b']);
    expect(errorsLogged()).toEqual([
      expect.objectContaining({ correlationId: 'e-bad', reason: expect.stringContaining('available') }),
    ]);
  });

  it('sends a record it can never handle to its own dead-letter queue and goes on, when it has one', async () => {
    vi.stubEnv('DEAD_LETTER_QUEUE', 'shelf-stream-dlq');
    sent.length = 0;
    try {
      const seen: string[] = [];
      const handler = streamWorker({ name: 'shelf-dl', image }, async (c) => {
        if (c.id === 'e-never') throw permanentFailure('no transport for sms yet');
        seen.push(c.id);
      });
      const bad = streamRecord('e-bad-dl', '444', {
        pk: { S: 'PRODUCT#y' },
        entity: { S: 'product' },
        available: { S: 'no' },
      });
      const never = streamRecord('e-never', '555', streamSample.Records[0]!.dynamodb!.NewImage!);
      const result = await handler({ Records: [bad, never, streamSample.Records[0]!] }, context);
      // nothing left for the stream to retry: both went to the dead-letter queue, the good one was handled
      expect(result).toEqual({ batchItemFailures: [] });
      expect(seen).toEqual(['c4ca4238a0b923820dcc509a6f75849b']);
      expect(sent).toEqual([
        {
          queue: 'shelf-stream-dlq',
          body: expect.objectContaining({
            eventID: 'e-bad-dl',
            sequenceNumber: '444',
            reason: expect.stringContaining('available'),
          }),
        },
        {
          queue: 'shelf-stream-dlq',
          body: expect.objectContaining({ eventID: 'e-never', reason: 'no transport for sms yet' }),
        },
      ]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('runs a redelivered change once, and fails only the change whose handler throws', async () => {
    const seen: string[] = [];
    const handler = streamWorker({ name: 'shelf', image }, async (c) => {
      if (c.id === 'e-2') throw new Error('boom');
      seen.push(c.id);
    });
    const second = streamRecord('e-2', '333', streamSample.Records[0]!.dynamodb!.NewImage!);
    const event = { Records: [streamSample.Records[0]!, second] };
    expect(await handler(event, context)).toEqual({ batchItemFailures: [{ itemIdentifier: '333' }] });
    // the stream retries from the failed record: the one before it, delivered again, is skipped
    expect(await handler(event, context)).toEqual({ batchItemFailures: [{ itemIdentifier: '333' }] });
    expect(seen).toEqual(['c4ca4238a0b923820dcc509a6f75849b']);
  });

  it('skips the kinds of change a worker does not ask for before parsing or claiming them', async () => {
    const run = vi.fn(async () => undefined);
    const handler = streamWorker({ name: 'shelf', image, events: ['INSERT'] }, run);
    expect(await handler(streamSample, context)).toEqual({ batchItemFailures: [] });
    expect(run).not.toHaveBeenCalled();
    expect(table.calls).toHaveLength(0);
  });

  it('hands afterBatch what the handled records answered, and a failed afterBatch fails the batch', async () => {
    const committed: string[][] = [];
    let fail = false;
    const handler = streamWorker(
      {
        name: 'shelf',
        image,
        once: false,
        afterBatch: async (ids: string[]) => {
          if (fail) throw new Error('pack moved');
          committed.push(ids);
        },
      },
      async (c) => c.image.pk,
    );
    const bad = streamRecord('e-bad', '222', { pk: { S: 'P' } });
    expect(await handler({ Records: [streamSample.Records[0]!, bad] }, context)).toEqual({
      batchItemFailures: [{ itemIdentifier: '222' }],
    });
    expect(committed).toEqual([['PRODUCT#5c43ba0000000000004c4b40']]);
    fail = true;
    await expect(handler(streamSample, context)).rejects.toThrow('pack moved');
  });

  it('refuses afterBatch with per-record idempotency', () => {
    expect(() =>
      streamWorker({ name: 'shelf', image, afterBatch: async () => undefined }, async () => undefined),
    ).toThrow('once: false');
  });
});

describe('scheduleWorker', () => {
  it('runs a firing once, however often EventBridge delivers it', async () => {
    const ticks: unknown[] = [];
    const handler = scheduleWorker({ name: 'expire-offers' }, async (tick) => {
      logger.info('expiring');
      ticks.push(tick);
    });
    await handler(scheduleSample, context);
    await handler(scheduleSample, context);
    expect(ticks).toEqual([{ id: scheduleSample.id, time: new Date('2026-11-21T12:00:00Z'), detail: {} }]);
    expect(lines.find((l) => l.message === 'expiring')).toMatchObject({ correlationId: scheduleSample.id });
  });

  it('throws on a bad event, logged, so EventBridge retries it and then dead-letters it', async () => {
    const run = vi.fn(async () => undefined);
    const handler = scheduleWorker({ name: 'expire-offers', detail: z.object({ offerId: z.string() }) }, run);
    await expect(handler(scheduleSample, context)).rejects.toThrow('scheduled event detail');
    await expect(handler({ ...scheduleSample, time: 'yesterday' }, context)).rejects.toThrow('scheduled event');
    expect(run).not.toHaveBeenCalled();
    expect(errorsLogged()).toHaveLength(2);
    expect(errorsLogged()[0]).toMatchObject({ correlationId: scheduleSample.id });
  });

  it('runs a failed firing again when EventBridge retries it', async () => {
    let calls = 0;
    const handler = scheduleWorker({ name: 'expire-offers' }, async () => {
      if (calls++ === 0) throw new Error('table away');
    });
    await expect(handler(scheduleSample, context)).rejects.toThrow('table away');
    await handler(scheduleSample, context);
    expect(calls).toBe(2);
  });
});

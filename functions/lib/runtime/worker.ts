import middy from '@middy/core';
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type {
  Context,
  DynamoDBBatchResponse,
  DynamoDBRecord,
  ScheduledEvent,
  SQSBatchResponse,
  SQSRecord,
} from 'aws-lambda';
import * as z from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import { once } from '#lib/table/once';
import { logger } from '#lib/base/logger';
import { observe } from '#lib/base/observability/observe';
import { sendMessage } from '#lib/aws/sqs';
import { required, setting } from '#lib/base/config';
import { isDeadLetterQueue } from '#shared/queues';

// The wrappers of everything not behind an HTTP route, as httpRoute is for routes. Each record is
// parsed with the worker's schema and handled on its own, in order: a record that does not parse
// or whose handler throws is logged and listed in the partial batch response, and the others go
// on. SQS then redelivers the listed messages until their dead-letter queue takes them; a stream
// retries from the first listed record for as long as the stream keeps it (STREAM_RETRY,
// infra/workers.ts), so a blip only delays a derived view. A stream record no retry can mend
// (it does not parse, or its handler says `permanentFailure`) would hold its shard all that
// time: the worker sends it to its own dead-letter queue at once, whose alarm pages, and goes on. Every log line
// of a record carries its correlation id (message id, stream event id, schedule event id), and,
// unless a worker says its work is idempotent by itself (`once: false`), a record runs at most
// once per id: a redelivery of one already done is skipped (#lib/table/once).

/** A record that does not match its worker's schema: reported, never handled. */
const badRecord = (what: string, error: $ZodError | Error) =>
  Object.assign(new Error(`${what}: ${'issues' in error ? issues(error) : error.message}`), { name: 'BadRecord' });

/** A failure no retry can mend (data the worker can never handle): the record is dead-lettered, not retried. */
export const permanentFailure = (message: string) => Object.assign(new Error(message), { name: 'BadRecord' });

const issues = (error: $ZodError) =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');

function parse<S extends z.ZodMiniType>(schema: S, value: unknown, what: string): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw badRecord(what, r.error);
  return r.data;
}

interface Common {
  /** Names the worker in the idempotency keys: `<name>#<record id>`. */
  name: string;
  /**
   * `false` for a worker whose work is idempotent by itself (it rebuilds from the table as it is
   * now); otherwise each record id runs at most once.
   */
  once?: boolean;
}

/** Partial batch responses: what SQS and stream event sources take back. */
type BatchResponse = SQSBatchResponse | DynamoDBBatchResponse;

/** Remaining time of the invocation: a claim outlives it only by a little (#lib/table/once). */
const leaseOf = (context: Context | undefined) => {
  const left = context?.getRemainingTimeInMillis?.();
  return left && left > 0 ? left + 1_000 : undefined;
};

/**
 * A batch consumer's handler: runs `handle` on each record, one after the other, with Powertools'
 * batch processor, and hands what the successful ones answered to `afterBatch`. A throw from
 * `afterBatch` fails the whole batch (it covers every record).
 */
function batchWorker<Rec, T, R, Response extends BatchResponse>(
  type: (typeof EventType)[keyof typeof EventType],
  opts: Common & { afterBatch?: (results: R[]) => Promise<void> },
  idOf: (record: Rec) => string,
  parseRecord: (record: Rec) => { skip: true } | { skip: false; value: T },
  handle: (value: T, context: Context) => Promise<R>,
  /** Sends a record that can never be handled away; false when there is nowhere to send it. */
  deadLetter?: (record: Rec, reason: string) => Promise<boolean>,
) {
  if (opts.afterBatch && opts.once !== false) throw new Error(`${opts.name}: afterBatch needs once: false`);
  return withLogger<{ Records: Rec[] }, Response>(opts.name, async (event, context) => {
    const results: R[] = [];
    const response = await processPartialResponse(
      event as never,
      async (record: Rec) => {
        const id = idOf(record);
        logger.appendKeys({ correlationId: id });
        try {
          const parsed = parseRecord(record);
          if (parsed.skip) return;
          if (opts.once === false) {
            results.push(await handle(parsed.value, context));
            return;
          }
          const done = await once(`${opts.name}#${id}`, () => handle(parsed.value, context), {
            leaseMs: leaseOf(context),
          });
          if (done.ran) results.push(done.value);
          else logger.info('record already processed; skipped');
        } catch (e) {
          const error = e as Error;
          if (error.name !== 'BadRecord') {
            logger.error('record failed: reported as failed, to be retried', error);
            throw e;
          }
          if (await deadLetter?.(record, error.message)) {
            logger.error('bad record: sent to the dead-letter queue, not retried', { reason: error.message });
            return;
          }
          logger.error('bad record: reported as failed, bound for the dead-letter queue', { reason: error.message });
          throw e;
        } finally {
          logger.removeKeys(['correlationId']);
        }
      },
      new BatchProcessor(type),
      // one by one, in order (a stream's order matters); a batch that fails whole is still answered
      // record by record rather than thrown
      { context, processInParallel: false, throwOnFullBatchFailure: false },
    );
    if (opts.afterBatch && results.length > 0) await opts.afterBatch(results);
    return response as Response;
  });
}

// every worker's invocations, latency, faults and failed records are metrics and trace annotations
// like a route's, under its worker name
const withLogger = <E, R>(name: string, fn: (event: E, context: Context) => Promise<R>) =>
  middy<E, R>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(observe(name))
    .handler(fn);

// ---------------------------------------------------------------- table streams

export type StreamEventName = 'INSERT' | 'MODIFY' | 'REMOVE';

/** A table change, its images unmarshalled and parsed. */
export interface Change<T> {
  /** The stream event id: the same on every delivery of this change. */
  id: string;
  eventName: StreamEventName;
  newImage?: T;
  oldImage?: T;
  /** The item as it is now, or as it was before a REMOVE. */
  image: T;
}

// built by the wrapper that uses it, so a bundle carries only its own kind's schema
const streamRecordSchema = () =>
  z.object({
    eventID: z.string().check(z.minLength(1)),
    eventName: z.enum(['INSERT', 'MODIFY', 'REMOVE']),
    dynamodb: z.object({
      SequenceNumber: z.string().check(z.minLength(1)),
      NewImage: z.optional(z.record(z.string(), z.unknown())),
      OldImage: z.optional(z.record(z.string(), z.unknown())),
    }),
  });

interface StreamOptions<S extends z.ZodMiniType, R> extends Common {
  /** The schema of the item's images (the fields the worker reads; others are dropped). */
  image: S;
  /** Only these kinds of change reach the handler; the rest are skipped before anything else. */
  events?: StreamEventName[];
  /**
   * Runs once per batch over what the handled records answered (a worker that commits shared
   * state once per batch). Such a worker must be idempotent by itself (`once: false`): a record
   * marked done before its batch's commit failed would be skipped on the retry.
   */
  afterBatch?: (results: R[]) => Promise<void>;
}

/** A table stream consumer (kind 'stream' in infra/workers.ts). */
export function streamWorker<S extends z.ZodMiniType, R = void>(
  opts: StreamOptions<S, R>,
  fn: (change: Change<z.output<S>>, context: Context) => Promise<R>,
) {
  const envelope = streamRecordSchema();
  return batchWorker<DynamoDBRecord, Change<z.output<S>>, R, DynamoDBBatchResponse>(
    EventType.DynamoDBStreams,
    opts,
    (r) => r.eventID ?? r.dynamodb?.SequenceNumber ?? 'unknown',
    (r) => {
      const record = parse(envelope, r, 'stream record');
      if (opts.events && !opts.events.includes(record.eventName)) return { skip: true };
      const image = (raw: Record<string, unknown> | undefined, which: string) =>
        raw && parse(opts.image, unmarshall(raw as never), which);
      const newImage = image(record.dynamodb.NewImage, 'NewImage');
      const oldImage = image(record.dynamodb.OldImage, 'OldImage');
      const current = newImage ?? oldImage;
      if (current === undefined) throw badRecord('stream record', new Error('it carries no image'));
      return {
        skip: false,
        value: { id: record.eventID, eventName: record.eventName, newImage, oldImage, image: current },
      };
    },
    fn,
    deadLetterStreamRecord,
  );
}

/**
 * Sends a stream record the worker can never handle to its dead-letter queue (DEAD_LETTER_QUEUE,
 * the worker's deadLetter need): what the stream's own failure destination would hold, with why.
 */
async function deadLetterStreamRecord(record: DynamoDBRecord, reason: string): Promise<boolean> {
  const queue = setting('DEAD_LETTER_QUEUE');
  if (!queue || !isDeadLetterQueue(queue)) return false;
  await sendMessage(queue, {
    reason,
    eventID: record.eventID,
    eventName: record.eventName,
    sequenceNumber: record.dynamodb?.SequenceNumber,
    keys: record.dynamodb?.Keys,
  });
  return true;
}

// ---------------------------------------------------------------- queues

/** A queue message, its JSON body parsed. */
export interface Message<T> {
  /** The SQS message id: the same on every delivery of this message. */
  id: string;
  body: T;
  /** How many times SQS has handed this message out, this time included. */
  receiveCount: number;
  /** The worker table's terms: receives before the dead-letter queue takes it, and how long a delivery holds its work. */
  delivery: { maxReceives: number; leaseMs: number };
}

interface QueueOptions<S extends z.ZodMiniType, R> extends Common {
  /** The schema of the message body (JSON). */
  body: S;
  afterBatch?: (results: R[]) => Promise<void>;
}

/** An SQS consumer (kind 'queue' in infra/workers.ts). */
export function queueWorker<S extends z.ZodMiniType, R = void>(
  opts: QueueOptions<S, R>,
  fn: (message: Message<z.output<S>>, context: Context) => Promise<R>,
) {
  return batchWorker<SQSRecord, Message<z.output<S>>, R, SQSBatchResponse>(
    EventType.SQS,
    opts,
    (r) => r.messageId,
    (r) => {
      let json: unknown;
      try {
        json = JSON.parse(r.body);
      } catch (e) {
        throw badRecord('message body', e as Error);
      }
      const receiveCount = Number(r.attributes?.ApproximateReceiveCount ?? 1);
      const delivery = {
        maxReceives: Number(required('MAX_RECEIVES')),
        leaseMs: Number(required('LEASE_SECONDS')) * 1000,
      };
      return {
        skip: false,
        value: { id: r.messageId, body: parse(opts.body, json, 'message body'), receiveCount, delivery },
      };
    },
    fn,
  );
}

// ---------------------------------------------------------------- schedules

/** One firing of a schedule. */
export interface Tick<T> {
  /** The EventBridge event id: the same when EventBridge retries this firing. */
  id: string;
  /** When the schedule fired (not when the handler runs). */
  time: Date;
  detail: T;
}

const scheduledEventSchema = () =>
  z.object({
    id: z.string().check(z.minLength(1)),
    time: z.iso.datetime(),
    detail: z.unknown(),
  });

interface ScheduleOptions<S extends z.ZodMiniType> extends Common {
  /** The schema of the event's detail (`{}` for a plain schedule rule). */
  detail?: S;
}

/**
 * An EventBridge schedule (kind 'schedule' in infra/workers.ts). No batch here: a bad event or a
 * failed run throws, EventBridge retries it twice and then hands it to the rule's dead-letter queue.
 */
export function scheduleWorker<S extends z.ZodMiniType = z.ZodMiniRecord<z.ZodMiniString, z.ZodMiniUnknown>>(
  opts: ScheduleOptions<S>,
  fn: (tick: Tick<z.output<S>>, context: Context) => Promise<void>,
) {
  const envelope = scheduledEventSchema();
  const detailSchema = opts.detail ?? z.record(z.string(), z.unknown());
  return withLogger<ScheduledEvent, void>(opts.name, async (event, context) => {
    const id = typeof event?.id === 'string' ? event.id : 'unknown';
    logger.appendKeys({ correlationId: id });
    try {
      const e = parse(envelope, event, 'scheduled event');
      const tick = {
        id: e.id,
        time: new Date(e.time),
        detail: parse(detailSchema, e.detail, 'scheduled event detail') as z.output<S>,
      };
      if (opts.once === false) return await fn(tick, context);
      const done = await once(`${opts.name}#${id}`, () => fn(tick, context), { leaseMs: leaseOf(context) });
      if (!done.ran) logger.info('scheduled event already processed; skipped');
    } catch (e) {
      const error = e as Error;
      if (error.name === 'BadRecord')
        logger.error('bad scheduled event: failed, bound for the dead-letter queue', { reason: error.message });
      else logger.error('scheduled run failed, to be retried', error);
      throw e;
    }
  });
}

import { randomUUID } from 'node:crypto';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient, type Shard, type _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';
import {
  CreateQueueCommand,
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
  type Message,
} from '@aws-sdk/client-sqs';
import type { DynamoDBBatchResponse, SQSBatchResponse } from 'aws-lambda';
import { buildApp } from 'fauxqs';
import { withoutLogStep } from '#lib/table/without-log-step';
import {
  dlqName,
  STREAM_RETRY,
  streamDlqName,
  type QueueWorker,
  type ScheduleWorker,
  type StreamWorker,
  type Worker,
} from '../workers.ts';
import { scheduledEvent, sqsEvent, streamEvent } from './events.ts';
import { invoke } from './handlers.ts';
import { cronMatcher, rateMs } from './schedule.ts';
import { nextPage, sharedShardList, type ShardPosition } from './stream-shards.ts';

// Runs the worker table locally: SQS consumers against fauxqs, schedules on timers, and table
// stream consumers polling DynamoDB Local's stream, each calling the handler with the event Lambda
// would send. Retries and dead-letter queues behave as the CDK stack configures them in AWS.
// A poller never gives up: when a stand-in is away (DynamoDB Local restarting), it waits with a
// growing pause and carries on from where it was, as Lambda's event source mappings do.

export interface WorkerOptions {
  workers: Worker[];
  sqsPort: number;
  dynamoPort: number;
  tableName: string;
  region: string;
  log: (line: string) => void;
}

/** EventBridge retries a failed scheduled invocation (the rule's retry policy in the stack). */
const SCHEDULE_RETRIES = 2;
const POLL_IDLE_MS = 250;
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;

export async function startWorkers(opts: WorkerOptions) {
  // fauxqs's own start listens on every interface; its app on our listen call stays on loopback
  const sqsServer = buildApp({ logger: false });
  await sqsServer.listen({ port: opts.sqsPort, host: '127.0.0.1' });
  const sqs = withoutLogStep(new SQSClient({ endpoint: `http://127.0.0.1:${opts.sqsPort}`, region: opts.region }));
  let running = true;
  const loops: Promise<void>[] = [];
  const timers: NodeJS.Timeout[] = [];

  /** A pause that doubles while a step keeps failing, logged when the failures start and when they end. */
  const backoff = (name: string) => {
    let pause = 0;
    let failures = 0;
    return {
      failed: async (e: unknown) => {
        if (!running) return;
        if (failures++ === 0) opts.log(`${name}: ${(e as Error).message}; retrying until it works`);
        pause = Math.min(Math.max(pause * 2, RETRY_FIRST_MS), RETRY_MAX_MS);
        await sleep(pause);
      },
      ok: () => {
        if (failures > 0) opts.log(`${name}: working again after ${failures} failed attempt(s)`);
        failures = 0;
        pause = 0;
      },
    };
  };

  const queues = new Map<string, { url: string; arn: string }>();
  const createQueue = async (name: string, attributes: Record<string, string>) => {
    const url = (await sqs.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }))).QueueUrl!;
    const attrs = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }));
    const entry = { url, arn: attrs.Attributes!.QueueArn! };
    queues.set(name, entry);
    return entry;
  };
  const ensureQueue = async (w: Pick<QueueWorker, 'queue' | 'maxReceiveCount' | 'visibilityTimeoutSeconds'>) => {
    if (queues.has(w.queue)) return;
    const dlq = await createQueue(dlqName(w.queue), { MessageRetentionPeriod: '1209600' });
    await createQueue(w.queue, {
      VisibilityTimeout: String(w.visibilityTimeoutSeconds),
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.arn, maxReceiveCount: String(w.maxReceiveCount) }),
    });
  };

  const pollQueue = async (w: QueueWorker) => {
    const q = queues.get(w.queue)!;
    const retry = backoff(`queue ${w.queue}`);
    while (running) {
      try {
        const r = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: q.url,
            MaxNumberOfMessages: Math.min(w.batchSize, 10),
            WaitTimeSeconds: 1,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
        );
        const messages: Message[] = r.Messages ?? [];
        if (messages.length > 0) {
          let failed = new Set<string>();
          try {
            const result = await invoke<unknown, SQSBatchResponse | void>(
              w.handler,
              sqsEvent(messages, q.arn, opts.region),
              randomUUID(),
            );
            failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
          } catch (e) {
            // a thrown error fails the whole batch, as in Lambda
            opts.log(`queue ${w.queue}: ${w.handler} failed: ${(e as Error).message}`);
            failed = new Set(messages.map((m) => m.MessageId!));
          }
          const done = messages.filter((m) => !failed.has(m.MessageId!));
          // should the delete fail, the messages come back after their visibility timeout (at least once)
          if (done.length > 0)
            await sqs.send(
              new DeleteMessageBatchCommand({
                QueueUrl: q.url,
                Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
              }),
            );
        }
        retry.ok();
      } catch (e) {
        await retry.failed(e);
      }
    }
  };

  const runSchedule = (w: ScheduleWorker) =>
    invoke<unknown, unknown>(w.handler, scheduledEvent(w.handler.replace(/\W+/g, '-'), opts.region), randomUUID());

  const startSchedule = (w: ScheduleWorker) => {
    const fire = async () => {
      for (let attempt = 0; running; attempt++) {
        try {
          await runSchedule(w);
          return;
        } catch (e) {
          if (attempt === SCHEDULE_RETRIES)
            return opts.log(`schedule ${w.handler} failed ${attempt + 1} times, the last: ${(e as Error).message}`);
          await sleep(RETRY_FIRST_MS * 4 ** (attempt + 1));
        }
      }
    };
    const every = rateMs(w.schedule);
    if (every !== undefined) {
      timers.push(setInterval(() => void fire(), every));
      return;
    }
    const matches = cronMatcher(w.schedule);
    if (!matches) throw new Error(`${w.handler}: unsupported schedule ${w.schedule}`);
    // check once a minute, on the minute
    const tick = () => {
      const now = new Date();
      if (matches(now)) void fire();
      timers.push(setTimeout(tick, 60_000 - (Date.now() % 60_000)));
    };
    timers.push(setTimeout(tick, 60_000 - (Date.now() % 60_000)));
  };

  const streamDlqs = new Map<string, string>();
  for (const w of opts.workers) {
    if (w.kind !== 'stream') continue;
    streamDlqs.set(w.handler, (await createQueue(streamDlqName(w), { MessageRetentionPeriod: '1209600' })).url);
  }
  // queues exist before any handler sends to one
  for (const w of opts.workers) if (w.kind === 'queue') await ensureQueue(w);

  const streams = withoutLogStep(
    new DynamoDBStreamsClient({ endpoint: `http://127.0.0.1:${opts.dynamoPort}`, region: opts.region }),
  );
  const streamWorkers = opts.workers.filter((w): w is StreamWorker => w.kind === 'stream');
  if (streamWorkers.length > 0) {
    const ddb = new DynamoDBClient({ endpoint: `http://127.0.0.1:${opts.dynamoPort}`, region: opts.region });
    const table = await ddb.send(new DescribeTableCommand({ TableName: opts.tableName }));
    const streamArn = table.Table?.LatestStreamArn;
    if (!streamArn) throw new Error(`${opts.tableName} has no stream`);
    const shards = sharedShardList(streams, streamArn);
    for (const w of streamWorkers) loops.push(pollStream(w, streamArn, shards));
  }

  /**
   * Follows every shard from now on (changes made while the runtime was stopped are not replayed).
   * Each shard keeps its place (stream-shards.ts): after a failure the poller goes on with the
   * same iterator (DynamoDB Local's survive its restart), and one that expired or was trimmed is
   * replaced by one after the last record read. A shard with no record read yet starts again at
   * its tip.
   */
  async function pollStream(w: StreamWorker, streamArn: string, describeShards: () => Promise<Shard[]>) {
    const shards = new Map<string, ShardPosition>();
    const retry = backoff(`stream ${w.handler}`);
    let firstPass = true;
    while (running) {
      try {
        for (const s of await describeShards()) {
          if (shards.has(s.ShardId!)) continue;
          const open = !s.SequenceNumberRange?.EndingSequenceNumber;
          // at start, only open shards from their tip; shards that appear later are read whole
          shards.set(
            s.ShardId!,
            firstPass && !open
              ? { from: 'TRIM_HORIZON', ended: true }
              : { from: firstPass ? 'LATEST' : 'TRIM_HORIZON' },
          );
        }
        firstPass = false;
        let delivered = 0;
        for (const [shardId, position] of shards) {
          const page = await nextPage(streams, streamArn, shardId, position);
          if (!page) continue;
          const records = page.records.filter((rec) => wanted(rec, w.entities));
          for (let i = 0; i < records.length; i += w.batchSize) {
            await deliver(w, records.slice(i, i + w.batchSize), streamArn);
            delivered++;
          }
          page.advance();
        }
        retry.ok();
        if (delivered === 0) await sleep(POLL_IDLE_MS);
      } catch (e) {
        await retry.failed(e);
      }
    }
  }

  /**
   * Delivers a batch as Lambda's event source mapping does with the stack's settings
   * (STREAM_RETRY): the failed part is retried, from the first failed record, with a pause that
   * doubles up to a ceiling, for as long as the stream would keep the record; a batch that fails
   * whole is halved (bisect) so one bad record cannot hold the others. Only a record older than
   * the stream keeps any goes to the dead-letter queue, loudly.
   */
  async function deliver(w: StreamWorker, batch: StreamRecord[], streamArn: string): Promise<void> {
    let pending = batch;
    let pause: number = STREAM_RETRY.firstPauseMs;
    for (let attempt = 0; pending.length > 0 && running; attempt++) {
      if (attempt > 0) {
        if (tooOld(pending[0]!)) break;
        await sleep(pause);
        pause = Math.min(pause * 2, STREAM_RETRY.maxPauseMs);
      }
      try {
        const result = await invoke<unknown, DynamoDBBatchResponse | void>(
          w.handler,
          streamEvent(pending, streamArn, opts.region),
          randomUUID(),
        );
        const failed = result?.batchItemFailures?.[0]?.itemIdentifier;
        // like Lambda, resume from the first failed sequence number
        pending = failed ? pending.slice(pending.findIndex((r) => r.dynamodb?.SequenceNumber === failed)) : [];
        if (pending.length > 0 && attempt === 0)
          opts.log(`stream ${w.handler}: ${pending.length} record(s) failed; retrying until they go through`);
      } catch (e) {
        opts.log(`stream ${w.handler} failed: ${(e as Error).message}`);
        if (pending.length > 1) {
          const half = Math.ceil(pending.length / 2);
          await deliver(w, pending.slice(0, half), streamArn);
          await deliver(w, pending.slice(half), streamArn);
          return;
        }
      }
    }
    if (pending.length > 0 && running) {
      await sqs.send(
        new SendMessageCommand({
          QueueUrl: streamDlqs.get(w.handler)!,
          MessageBody: JSON.stringify({
            handler: w.handler,
            streamArn,
            sequenceNumbers: pending.map((r) => r.dynamodb?.SequenceNumber),
          }),
        }),
      );
      opts.log(
        `stream ${w.handler}: ${pending.length} record(s) sent to its dead-letter queue, older than the stream keeps records`,
      );
    }
  }

  for (const w of opts.workers) {
    if (w.kind === 'queue') loops.push(pollQueue(w));
    if (w.kind === 'schedule') startSchedule(w);
  }
  // the loops catch their own failures; should one still end, say so rather than go quiet
  for (const l of loops) l.catch((e: unknown) => running && opts.log(`worker stopped: ${(e as Error).stack}`));

  return {
    sqsEndpoint: `http://127.0.0.1:${opts.sqsPort}`,
    queueUrl: (name: string) =>
      queues.get(name)?.url ?? [...streamDlqs.entries()].find(([handler]) => streamDlqName({ handler }) === name)?.[1],
    /** Runs a scheduled worker now (the local runtime's /__local/schedules/run). */
    runNow: async (handler: string) => {
      const w = opts.workers.find((x): x is ScheduleWorker => x.kind === 'schedule' && x.handler === handler);
      if (!w) return false;
      await runSchedule(w);
      return true;
    },
    stop: async () => {
      running = false;
      for (const t of timers) clearTimeout(t);
      await Promise.allSettled(loops);
      await sqsServer.close();
    },
  };
}

/** Whether the stream would no longer keep this record (its retries end with it). */
const tooOld = (r: StreamRecord) => {
  const made = r.dynamodb?.ApproximateCreationDateTime;
  return made !== undefined && Date.now() - new Date(made).getTime() > STREAM_RETRY.maxRecordAgeSeconds * 1000;
};

function wanted(r: StreamRecord, entities: string[]) {
  const entity = r.dynamodb?.NewImage?.entity?.S ?? r.dynamodb?.OldImage?.entity?.S;
  return entity !== undefined && entities.includes(entity);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

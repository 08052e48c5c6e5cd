import { randomUUID } from 'node:crypto';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import {
  DeleteMessageBatchCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient, type Message,
} from '@aws-sdk/client-sqs';
import type { DynamoDBBatchResponse, SQSBatchResponse } from 'aws-lambda';
import { startFauxqs } from 'fauxqs';
import { dlqName, streamDlqName, type QueueWorker, type ScheduleWorker, type StreamWorker, type Worker } from '../workers.ts';
import { scheduledEvent, sqsEvent, streamEvent } from './events.ts';
import { lambdaContext, loadHandler } from './handlers.ts';
import { cronMatcher, rateMs } from './schedule.ts';

// Runs the worker table locally: SQS consumers against fauxqs, schedules on timers, and table
// stream consumers polling DynamoDB Local's stream, each calling the handler with the event Lambda
// would send. Retries and dead-letter queues behave as the CDK stack configures them in AWS.

export interface WorkerOptions {
  workers: Worker[];
  sqsPort: number;
  dynamoPort: number;
  tableName: string;
  region: string;
  log: (line: string) => void;
}

const STREAM_RETRIES = 3;
const POLL_IDLE_MS = 250;

export async function startWorkers(opts: WorkerOptions) {
  const sqsServer = await startFauxqs({ port: opts.sqsPort, host: '127.0.0.1', logger: false, messageSpies: false });
  const sqs = new SQSClient({ endpoint: `http://127.0.0.1:${opts.sqsPort}`, region: opts.region });
  let running = true;
  const loops: Promise<void>[] = [];
  const timers: NodeJS.Timeout[] = [];

  const queues = new Map<string, { url: string; arn: string }>();
  const ensureQueue = (w: Pick<QueueWorker, 'queue' | 'maxReceiveCount' | 'visibilityTimeoutSeconds'>) => {
    const existing = queues.get(w.queue);
    if (existing) return existing;
    const dlq = sqsServer.createQueue(dlqName(w.queue), { region: opts.region, attributes: { MessageRetentionPeriod: '1209600' } });
    const q = sqsServer.createQueue(w.queue, {
      region: opts.region,
      attributes: {
        VisibilityTimeout: String(w.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.queueArn, maxReceiveCount: String(w.maxReceiveCount) }),
      },
    });
    const entry = { url: q.queueUrl, arn: q.queueArn };
    queues.set(w.queue, entry);
    queues.set(dlqName(w.queue), { url: dlq.queueUrl, arn: dlq.queueArn });
    return entry;
  };

  const pollQueue = async (w: QueueWorker) => {
    const q = ensureQueue(w);
    const handler = await loadHandler<unknown, SQSBatchResponse | void>(w.handler);
    while (running) {
      let messages: Message[] = [];
      try {
        const r = await sqs.send(
          new ReceiveMessageCommand({ QueueUrl: q.url, MaxNumberOfMessages: Math.min(w.batchSize, 10), WaitTimeSeconds: 1, MessageSystemAttributeNames: ['All'], MessageAttributeNames: ['All'] }),
        );
        messages = r.Messages ?? [];
      } catch (e) {
        if (running) opts.log(`queue ${w.queue}: receive failed: ${(e as Error).message}`);
        await sleep(POLL_IDLE_MS);
        continue;
      }
      if (messages.length === 0) continue;
      let failed = new Set<string>();
      try {
        const result = await handler(sqsEvent(messages, q.arn, opts.region), lambdaContext(w.handler, randomUUID()));
        failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
      } catch (e) {
        // a thrown error fails the whole batch, as in Lambda
        opts.log(`queue ${w.queue}: ${w.handler} failed: ${(e as Error).message}`);
        failed = new Set(messages.map((m) => m.MessageId!));
      }
      const done = messages.filter((m) => !failed.has(m.MessageId!));
      if (done.length > 0)
        await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: q.url, Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })) }));
    }
  };

  const runSchedule = async (w: ScheduleWorker) => {
    const handler = await loadHandler<unknown, unknown>(w.handler);
    await handler(scheduledEvent(w.handler.replace(/\W+/g, '-'), opts.region), lambdaContext(w.handler, randomUUID()));
  };

  const startSchedule = (w: ScheduleWorker) => {
    const fire = () => runSchedule(w).catch((e: unknown) => opts.log(`schedule ${w.handler} failed: ${(e as Error).message}`));
    const every = rateMs(w.schedule);
    if (every !== undefined) {
      timers.push(setInterval(fire, every));
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
    const q = sqsServer.createQueue(streamDlqName(w), { region: opts.region, attributes: { MessageRetentionPeriod: '1209600' } });
    streamDlqs.set(w.handler, q.queueUrl);
    queues.set(streamDlqName(w), { url: q.queueUrl, arn: q.queueArn });
  }
  // queues exist before any handler sends to one
  for (const w of opts.workers) if (w.kind === 'queue') ensureQueue(w);

  const streams = new DynamoDBStreamsClient({ endpoint: `http://127.0.0.1:${opts.dynamoPort}`, region: opts.region });
  const streamWorkers = opts.workers.filter((w): w is StreamWorker => w.kind === 'stream');
  if (streamWorkers.length > 0) {
    const ddb = new DynamoDBClient({ endpoint: `http://127.0.0.1:${opts.dynamoPort}`, region: opts.region });
    const table = await ddb.send(new DescribeTableCommand({ TableName: opts.tableName }));
    const streamArn = table.Table?.LatestStreamArn;
    if (!streamArn) throw new Error(`${opts.tableName} has no stream`);
    for (const w of streamWorkers) loops.push(pollStream(w, streamArn));
  }

  /** Follows every shard from now on (changes made while the runtime was stopped are not replayed). */
  async function pollStream(w: StreamWorker, streamArn: string) {
    const handler = await loadHandler<unknown, DynamoDBBatchResponse | void>(w.handler);
    const iterators = new Map<string, string | undefined>();
    const known = new Set<string>();
    let firstPass = true;
    while (running) {
      const shards = (await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }))).StreamDescription?.Shards ?? [];
      for (const s of shards) {
        if (known.has(s.ShardId!)) continue;
        known.add(s.ShardId!);
        const open = !s.SequenceNumberRange?.EndingSequenceNumber;
        // at start, only open shards from their tip; shards that appear later are read whole
        if (firstPass && !open) continue;
        const it = await streams.send(
          new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: s.ShardId!, ShardIteratorType: firstPass ? 'LATEST' : 'TRIM_HORIZON' }),
        );
        iterators.set(s.ShardId!, it.ShardIterator);
      }
      firstPass = false;
      let delivered = 0;
      for (const [shard, iterator] of iterators) {
        if (!iterator) {
          iterators.delete(shard);
          continue;
        }
        const r = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
        iterators.set(shard, r.NextShardIterator);
        const records = (r.Records ?? []).filter((rec) => wanted(rec, w.entities));
        for (let i = 0; i < records.length; i += w.batchSize) {
          await deliver(w, handler, records.slice(i, i + w.batchSize), streamArn);
          delivered++;
        }
      }
      if (delivered === 0) await sleep(POLL_IDLE_MS);
    }
  }

  /** Retries the failed part of a batch, then gives up on it loudly (the stream's DLQ in AWS). */
  async function deliver(w: StreamWorker, handler: (e: unknown, c: ReturnType<typeof lambdaContext>) => Promise<DynamoDBBatchResponse | void>, batch: StreamRecord[], streamArn: string) {
    let pending = batch;
    for (let attempt = 0; attempt <= STREAM_RETRIES && pending.length > 0; attempt++) {
      try {
        const result = await handler(streamEvent(pending, streamArn, opts.region), lambdaContext(w.handler, randomUUID()));
        const failed = result?.batchItemFailures?.[0]?.itemIdentifier;
        // like Lambda, resume from the first failed sequence number
        pending = failed ? pending.slice(pending.findIndex((r) => r.dynamodb?.SequenceNumber === failed)) : [];
      } catch (e) {
        opts.log(`stream ${w.handler} failed: ${(e as Error).message}`);
      }
    }
    if (pending.length > 0) {
      await sqs.send(new SendMessageCommand({
        QueueUrl: streamDlqs.get(w.handler)!,
        MessageBody: JSON.stringify({ handler: w.handler, streamArn, sequenceNumbers: pending.map((r) => r.dynamodb?.SequenceNumber) }),
      }));
      opts.log(`stream ${w.handler}: ${pending.length} record(s) sent to its dead-letter queue after ${STREAM_RETRIES} retries`);
    }
  }

  for (const w of opts.workers) {
    if (w.kind === 'queue') loops.push(pollQueue(w));
    if (w.kind === 'schedule') startSchedule(w);
  }
  // a poller that dies takes the runtime's word with it: say so rather than go quiet
  for (const l of loops) l.catch((e: unknown) => running && opts.log(`worker stopped: ${(e as Error).stack}`));

  return {
    sqsEndpoint: `http://127.0.0.1:${opts.sqsPort}`,
    queueUrl: (name: string) => queues.get(name)?.url,
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
      await sqsServer.stop();
    },
  };
}

function wanted(r: StreamRecord, entities: string[]) {
  const entity = r.dynamodb?.NewImage?.entity?.S ?? r.dynamodb?.OldImage?.entity?.S;
  return entity !== undefined && entities.includes(entity);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

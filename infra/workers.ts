import { DEFAULT_TIMEOUT_SECONDS, type Needs } from '#shared/needs';
import { MEDIA } from '#shared/media';
import { QUEUES } from '#shared/queues';

// The worker table: every function that is not behind an HTTP route, with its trigger. The CDK
// stack (infra/cdk/constructs/workers.ts) and the local runtime (infra/local/workers.ts) both
// read it, so a worker runs the same handler on the same event shape in both places.

interface WorkerBase {
  /** Handler module under functions/, without extension; it exports `handler`. */
  handler: string;
  /** What the function uses: its environment and grants come from this alone (infra/needs.ts). */
  needs: Needs;
}

/**
 * An SQS consumer. The handler answers `{ batchItemFailures }` (partial batch response): listed
 * messages come back after the visibility timeout, and after `maxReceiveCount` receives they move
 * to the queue's dead-letter queue. Consumers must be idempotent (SQS delivers at least once):
 * queueWorker (#lib/runtime/worker) runs each message id at most once.
 */
export interface QueueWorker extends WorkerBase {
  kind: 'queue';
  /** Queue name; its dead-letter queue is `${queue}-dlq`. */
  queue: string;
  batchSize: number;
  maxReceiveCount: number;
  visibilityTimeoutSeconds: number;
}

/** An EventBridge schedule: `rate(5 minutes)` or `cron(0 * * * ? *)` (UTC). */
export interface ScheduleWorker extends WorkerBase {
  kind: 'schedule';
  schedule: string;
}

/**
 * A table stream consumer, filtered to the entities it cares about (by the `entity` attribute of
 * the new or old image). It answers `{ batchItemFailures }` with the failed records' sequence
 * numbers, retried for as long as the stream keeps them (STREAM_RETRY); a record it can never
 * handle it sends to its own dead-letter queue (#lib/runtime/worker, `permanentFailure`).
 */
export interface StreamWorker extends WorkerBase {
  kind: 'stream';
  entities: string[];
  batchSize: number;
  /**
   * One invocation at a time across all of the stream's shards (reserved concurrency 1), for a
   * consumer that maintains one shared structure. The local runtime polls one batch at a time anyway.
   */
  serial?: boolean;
}

export type Worker = QueueWorker | ScheduleWorker | StreamWorker;

/** Later issues add their loyalty-send consumers, offer expiry and stream indexers here. */
export const workers: Worker[] = [
  // outbox messages (password reset links now; loyalty SMS later) leave as they are written
  {
    kind: 'stream',
    handler: 'jobs/streams/send-mail',
    entities: ['mail'],
    batchSize: 10,
    needs: { table: 'write', mail: true },
  },
  // similar-products answers follow changes to products (availability, names) and their results
  // (serial: each refresh reads every point and commits the packs it changed)
  {
    kind: 'stream',
    handler: 'jobs/streams/refresh-similar',
    entities: ['product', 'testResult'],
    batchSize: 50,
    serial: true,
    needs: { table: 'write' },
  },
  // the search index follows products, their brands' names and their lots' results (serial: it commits shared packs)
  {
    kind: 'stream',
    handler: 'jobs/streams/index-search',
    entities: ['product', 'brand', 'lot', 'testResult'],
    batchSize: 100,
    serial: true,
    needs: { table: 'write' },
  },
  // the admin test table's packs follow results (serial: each refresh commits shared packs)
  {
    kind: 'stream',
    handler: 'jobs/streams/refresh-test-table',
    entities: ['testResult'],
    batchSize: 100,
    serial: true,
    needs: { table: 'write' },
  },
  // Pro trials end on their day: the company goes back to the free level (docs/distribution.md)
  { kind: 'schedule', handler: 'jobs/schedules/end-pro-trials', schedule: 'rate(1 hour)', needs: { table: 'write' } },
  // points offers start and end at their times: a sweep of the due ones every minute
  // (docs/client-loyalty-offers.md, Schedule: why a sweep rather than one schedule per offer)
  {
    kind: 'schedule',
    handler: 'jobs/schedules/sweep-points-offers',
    schedule: 'rate(1 minute)',
    needs: { table: 'write' },
  },
  // the derived views (counters, search, similar products) checked against their sources and
  // mended where they drifted, with a metric of what it mended (#lib/reconcile/derived)
  {
    kind: 'schedule',
    handler: 'jobs/schedules/reconcile-derived',
    schedule: 'rate(1 hour)',
    needs: { table: 'write', profile: { memoryMb: 1024, timeoutSeconds: 900 } },
  },
  // the points ledger: each check-in and purchase earns under the offers running at its time
  // (docs/client-loyalty-offers.md, Ledger); each award's key makes it idempotent by itself
  {
    kind: 'stream',
    handler: 'jobs/streams/award-points',
    entities: ['loyaltyCheckIn', 'loyaltyPurchase'],
    batchSize: 50,
    needs: { table: 'write' },
  },
  // segments read a member's last visit and points balance off the member item: each check-in and
  // each change of the ledger's balance is copied there (docs/client-loyalty-audiences.md)
  {
    kind: 'stream',
    handler: 'jobs/streams/keep-member-audience',
    entities: ['loyaltyCheckIn', 'loyaltyBalance'],
    batchSize: 100,
    needs: { table: 'write' },
  },
  // the loyalty page's charts and the analytics page's figures: counts per day of the store's clock
  // (docs/client-loyalty-analytics.md, Counters), each event counted once by its id
  {
    kind: 'stream',
    handler: 'jobs/streams/count-loyalty-activity',
    entities: ['loyaltyMember', 'loyaltyCheckIn', 'loyaltyPoints', 'loyaltyDelivery', 'kioskOrder'],
    batchSize: 100,
    needs: { table: 'write' },
  },
  // loyalty messages start at their sendDateTime, and texts held for quiet hours go in the member's
  // morning: a sweep of both due indexes every minute (docs/client-loyalty-messages.md, Schedule)
  {
    kind: 'schedule',
    handler: 'jobs/schedules/sweep-loyalty-sends',
    schedule: 'rate(1 minute)',
    needs: { table: 'write', queues: [QUEUES.loyaltySends] },
  },
  // a product's distribution entries follow it to its new owner (setProductOwner, a transfer), so
  // the company that owns it answers its stores' requests (docs/distribution.md)
  {
    kind: 'stream',
    handler: 'jobs/streams/follow-product-owner',
    entities: ['product', 'distribution'],
    batchSize: 100,
    needs: { table: 'write' },
  },
  // each company's counts of products, brands and test results (the welcome redirect reads them), and the user count
  {
    kind: 'stream',
    handler: 'jobs/streams/count-client-items',
    entities: ['product', 'brand', 'testResult', 'user'],
    batchSize: 100,
    needs: { table: 'write' },
  },
  // each COA sent to the data-entry service is read as it arrives, so its entry form starts filled in,
  // and each certificate a producer's test result form asks to read (docs/admin-coa-reader.md); pdf.js
  // makes the bundle heavy, and a long certificate takes seconds
  {
    kind: 'stream',
    handler: 'jobs/streams/read-coa',
    entities: ['testResultDraft', 'certificateReading'],
    // one draft an invocation: a certificate read by OCR takes up to a minute or two
    batchSize: 1,
    needs: {
      table: 'write',
      media: { read: [MEDIA.private.coas] },
      // OCR of a certificate whose text layer is a cipher (docs/admin-coa-reader.md): tesseract.js
      // runs its WebAssembly in a worker thread loaded by path, and the page is rasterised by
      // @napi-rs/canvas, a native binary for linux x64 (gnu), so the function runs on x86_64.
      // 1,769 MB is one whole vCPU, which OCR (one page after another) keeps busy; its peak is
      // 425 MB, and 8 pages (the most read by OCR) take about 40 s
      profile: {
        memoryMb: 1769,
        timeoutSeconds: 180,
        // pdf.js's 1.5 MB, the catalogue, and the safety panels' schemas a WCIA document reads into
        bundleKb: 1920,
        architecture: 'x86_64',
        nodeModules: ['tesseract.js', '@tesseract.js-data/eng', '@napi-rs/canvas'],
        // tesseract.js loads its core as a .js and .wasm pair in Node (the .wasm.js copies, with
        // the WebAssembly inlined, are the browser's), and the function reads the integer model,
        // not the 4.0.0 one: 97 MB shipped becomes 61 MB. Every engine pair stays: which one loads
        // turns on the CPU and on tesseract.js's reading of the engine mode, which a later
        // version may read differently (6.x loads the legacy-capable cores whatever the mode).
        unshipped: ['tesseract.js-core/*.wasm.js', '@tesseract.js-data/eng/4.0.0'],
      },
    },
  },
  // sticker sheets, product cards and marketing materials, rendered by Chromium (docs/printing.md);
  // three receives, then the dead-letter queue, whose alarm tells someone
  {
    kind: 'queue',
    handler: 'jobs/queues/render-print-job',
    queue: QUEUES.printJobs,
    batchSize: 1,
    maxReceiveCount: 3,
    visibilityTimeoutSeconds: 180,
    needs: {
      table: 'write',
      media: { read: [MEDIA.private.exports], write: [MEDIA.private.exports] },
      settings: ['siteUrl'],
      profile: {
        memoryMb: 2048,
        timeoutSeconds: 120,
        architecture: 'x86_64',
        bundleKb: 1100,
        chromium: true,
        assets: ['fonts'],
      },
    },
  },
  // transferEntityProducts: one batch of products per message, then the next batch's message
  // (docs/admin-products.md); three receives, then the dead-letter queue and its alarm
  {
    kind: 'queue',
    handler: 'jobs/queues/transfer-products',
    queue: QUEUES.productTransfers,
    batchSize: 1,
    maxReceiveCount: 3,
    visibilityTimeoutSeconds: 180,
    needs: { table: 'write', queues: [QUEUES.productTransfers], profile: { timeoutSeconds: 30 } },
  },
  // loyalty texts: a message's fan-out, then batches of members texted through the company's
  // provider (docs/client-loyalty-messages.md, The queue worker). A 429 or 5xx comes back after the
  // visibility timeout (the retry's backoff), five receives, then the dead-letter queue and its alarm.
  // The bundle is 1,510 KB: the twilio library's Api domain (946 KB) and the Secrets Manager client.
  {
    kind: 'queue',
    handler: 'jobs/queues/send-loyalty-batch',
    queue: QUEUES.loyaltySends,
    batchSize: 5,
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 60,
    needs: {
      table: 'write',
      queues: [QUEUES.loyaltySends],
      messagingSecrets: true,
      // a message's images (private 'loyalty' uploads) and an offer's image (a company image)
      media: { read: [MEDIA.private.loyalty, 'clients/'] },
      settings: ['siteUrl'],
      profile: { timeoutSeconds: 30, bundleKb: 1600 },
    },
  },
  // recalc: every derived item rebuilt, one step per message (docs/admin-recalc.md); a whole index
  // is read into memory and written again, so the step gets minutes and memory
  {
    kind: 'queue',
    handler: 'jobs/queues/recalc-step',
    queue: QUEUES.recalc,
    batchSize: 1,
    maxReceiveCount: 3,
    visibilityTimeoutSeconds: 960,
    needs: { table: 'write', queues: [QUEUES.recalc], profile: { memoryMb: 2048, timeoutSeconds: 900 } },
  },
];

/**
 * A worker's manifest with what its trigger settles: a stream worker sends what it can never
 * handle to its dead-letter queue itself (STREAM_RETRY); a queue worker learns its delivery terms
 * (receives, and its timeout as the lease) from here rather than restating them.
 */
export function workerNeeds(w: Worker): Needs {
  if (w.kind === 'stream') return { ...w.needs, deadLetter: streamDlqName(w) };
  if (w.kind === 'queue')
    return {
      ...w.needs,
      delivery: {
        maxReceives: w.maxReceiveCount,
        leaseSeconds: w.needs.profile?.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      },
    };
  return w.needs;
}

export const dlqName = (queue: string) => `${queue}-dlq`;

/**
 * How a stream consumer's failures are retried, in AWS (the event source mapping) and locally
 * alike: without a count (-1) for as long as the stream keeps a record (DynamoDB Streams keep 24
 * hours), so a derived view converges by itself after any blip. Locally the pause between tries
 * doubles from `firstPauseMs` up to `maxPauseMs`; Lambda keeps its own pace.
 */
export const STREAM_RETRY = {
  attempts: -1,
  maxRecordAgeSeconds: 24 * 3600,
  firstPauseMs: 250,
  maxPauseMs: 30_000,
} as const;

/** Where a stream consumer's records go once its retries are spent. */
export const streamDlqName = (w: Pick<StreamWorker, 'handler'>) =>
  `${w.handler.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-stream-dlq`;

/** Every queue the workers consume, each with its dead-letter queue settings. */
export const queuesOf = (list: Worker[]) => list.filter((w): w is QueueWorker => w.kind === 'queue');

// The SQS queues functions send to, named once: the worker table (infra/workers.ts) gives each its
// consumer and dead-letter queue, a manifest's `queues` grants sending to it, and the sender names
// it here. A test's probe workers bring queues of their own.

export const QUEUES = {
  printJobs: 'print-jobs',
  productTransfers: 'product-transfers',
  loyaltySends: 'loyalty-sends',
  recalc: 'recalc',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** A dead-letter queue (infra/workers.ts names one for each worker): a stream worker sends to its own. */
export type DeadLetterQueueName = `${string}-dlq`;
export const isDeadLetterQueue = (name: string): name is DeadLetterQueueName => name.endsWith('-dlq');

import { claimStep, markSent, type ChainState, type JobKey } from '#lib/jobs/store';
import { logger } from '#lib/base/logger';

// A background job as a chain of queue messages, one step per message (docs/admin-products.md,
// Transfers): the message for step n+1 is sent only once step n is committed on the job's item,
// and a step commits only for the delivery holding its lease. So:
// - a redelivered message whose step is committed does nothing, unless the chain broke right after
//   that commit (its next message was never recorded as sent): then it sends that message;
// - two deliveries of one step never run together (the second finds the lease held and leaves it
//   to the first, whose own message comes back if it dies);
// - a step that throws gives its lease back and is retried by SQS; on the last receive the job fails.

export interface ChainSpec<J extends ChainState> {
  key: JobKey;
  /** The job as the table holds it now (a consistent read). */
  load: () => Promise<J | undefined>;
  /**
   * Runs step `job.seq` and commits it (conditioned by commitStep(job.seq, lease)): 'next' when
   * another step follows, 'finished' when the job ended, 'lost' when the commit found the step no
   * longer ours.
   */
  step: (job: J, lease: number) => Promise<'next' | 'finished' | 'lost'>;
  /** After a step threw: give the lease back and note the error, or (last) end the job as failed. */
  failed: (job: J, lease: number, error: Error, last: boolean) => Promise<void>;
  /** Sends the message of step `seq`. */
  send: (seq: number) => Promise<void>;
}

export type ChainOutcome = 'next' | 'finished' | 'lost' | 'idle' | 'stale' | 'resent' | 'held';

export async function advance<J extends ChainState>(
  spec: ChainSpec<J>,
  seq: number,
  { receiveCount, maxReceives, leaseMs }: { receiveCount: number; maxReceives: number; leaseMs: number },
): Promise<ChainOutcome> {
  const job = await spec.load();
  if (!job || job.status !== 'running') return 'idle';
  if (seq !== job.seq) {
    // a delivery of a step already committed; the chain goes on from the job's own step, whose
    // message is sent again only if its sending was never recorded (a crash in between)
    if (seq < job.seq && (job.sentSeq ?? -1) < job.seq) {
      await sendNext(spec, job.seq);
      return 'resent';
    }
    return 'stale';
  }
  const lease = await claimStep(spec.key, seq, leaseMs);
  if (lease === false) return 'held';
  let outcome: 'next' | 'finished' | 'lost';
  try {
    outcome = await spec.step(job, lease);
  } catch (e) {
    await spec
      .failed(job, lease, e as Error, receiveCount >= maxReceives)
      .catch((err: unknown) => logger.error('could not record the failed step', err as Error));
    throw e;
  }
  if (outcome === 'next') await sendNext(spec, seq + 1);
  return outcome;
}

async function sendNext<J extends ChainState>(spec: ChainSpec<J>, seq: number) {
  await spec.send(seq);
  await markSent(spec.key, seq);
}

import * as z from 'zod/mini';
import { sendMessage } from '#lib/aws/sqs';
import { eachAudiencePage } from '#lib/loyalty/store/audiences';
import type { LoyaltyMessage } from '#shared/schemas/loyalty-message';
import { getMessageItem, markFannedOut } from '#lib/loyalty/store/messages';
import { deferredSends, unlistDeferredSend } from '#lib/loyalty/store/sends';
import { idSchema } from '#shared/schemas/common';
import { reaches } from './audience.ts';
import { completeIfDone } from './completion.ts';
import { QUEUES } from '#shared/queues';

// The fan-out (docs/client-loyalty-messages.md, Fan-out), queued by startMessage. It pages the company's members,
// keeps those of the message's segment who may be texted (audience.ts, the rule the count shown
// before sending runs too), and queues them to loyalty-sends in batches; a retried fan-out queues them again, which texts nobody
// twice (each member's send is claimed once, #lib/loyalty/sends) and costs only queue messages.

/** Members per queue message: one worker call texts them with a few calls in flight. */
export const MEMBERS_PER_BATCH = 50;
/** Queue messages sent at once while fanning out. */
const QUEUE_CONCURRENCY = 10;

export const fanOutBodySchema = z.object({
  kind: z.literal('fanOut'),
  clientId: idSchema,
  messageId: idSchema,
});

export const memberBatchSchema = z.object({
  kind: z.literal('members'),
  clientId: idSchema,
  messageId: idSchema,
  phones: z.array(z.string()).check(z.minLength(1), z.maxLength(MEMBERS_PER_BATCH)),
  /** texts that waited for the morning (their records say quietHours) */
  waited: z.optional(z.boolean()),
});
export type MemberBatch = z.infer<typeof memberBatchSchema>;

export const sendsQueueBodySchema = z.discriminatedUnion('kind', [fanOutBodySchema, memberBatchSchema]);

/** Sends queue messages a few at a time. */
async function queueAll(bodies: unknown[]) {
  for (let i = 0; i < bodies.length; i += QUEUE_CONCURRENCY)
    await Promise.all(bodies.slice(i, i + QUEUE_CONCURRENCY).map((b) => sendMessage(QUEUES.loyaltySends, b)));
}

/**
 * Queues every active member of the company in the message's segment (every member without one) in batches, then marks the message `fannedOut` and
 * `memberCount` (completion.ts completes it from there; with no member at all it is complete at once).
 * Answers how many members were queued.
 */
export async function fanOut(clientId: string, messageId: string): Promise<number> {
  const message = await getMessageItem(clientId, messageId);
  if (!message || message.fannedOut === true) return 0;
  const { segment, sendDateTime } = message as Pick<LoyaltyMessage, 'segment' | 'sendDateTime'>;
  // the segment's relative days are counted from the send time, as the count before sending was
  const at = new Date(sendDateTime);
  let pending: string[] = [];
  let queued = 0;
  const flush = async (all: boolean) => {
    const bodies: MemberBatch[] = [];
    while (pending.length >= MEMBERS_PER_BATCH || (all && pending.length > 0))
      bodies.push({ kind: 'members', clientId, messageId, phones: pending.splice(0, MEMBERS_PER_BATCH) });
    await queueAll(bodies);
    queued += bodies.reduce((n, b) => n + b.phones.length, 0);
  };
  await eachAudiencePage(clientId, async (members) => {
    pending.push(...members.filter((m) => reaches(m, segment, at)).map((m) => m.phone));
    await flush(false);
  });
  await flush(true);
  pending = [];
  await markFannedOut(clientId, messageId, queued);
  // batches that ran before the mark found the fan-out unfinished; the last of them may have been the end
  if (queued > 0) await completeIfDone(clientId, messageId);
  return queued;
}

// the sweep reads the due messages here, beside the fan-out it starts for each (start-message.ts)

/**
 * Queues the texts that waited for the morning and whose time has come, by message, in batches;
 * then takes each off the deferred index (conditional on the entry it was read with, so a later
 * re-deferral stays). Queued first: a run that dies in between queues them again, and the morning
 * claim (quietHours → sent) lets one of them text. Answers how many were queued.
 */
export async function queueDeferredSends(at: Date): Promise<number> {
  let start: Record<string, unknown> | undefined;
  let queued = 0;
  do {
    const { sends, next } = await deferredSends(at, start);
    const byMessage = new Map<string, MemberBatch>();
    const bodies: MemberBatch[] = [];
    for (const i of sends) {
      let batch = byMessage.get(i.messageId);
      if (!batch || batch.phones.length >= MEMBERS_PER_BATCH) {
        batch = { kind: 'members', clientId: i.clientId, messageId: i.messageId, phones: [], waited: true };
        byMessage.set(i.messageId, batch);
        bodies.push(batch);
      }
      batch.phones.push(i.phone);
    }
    await queueAll(bodies);
    for (const i of sends) await unlistDeferredSend({ pk: i.pk, sk: i.sk }, i.gsi3sk);
    queued += sends.length;
    start = next;
  } while (start);
  return queued;
}

import * as admin from '#shared/routes/admin/recalc';
import { markSent } from '#lib/jobs/store';
import { getRecalc, RECALC_KEY, recalcView, startRecalc, type RecalcJob } from '#lib/jobs/store/recalc';
import { sendMessage } from '#lib/aws/sqs';
import { recalcMessage } from '#lib/jobs/messages';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';
import { QUEUES } from '#shared/queues';

/** A run silent this long died (a step is given 15 minutes, then its lease ends): a start replaces it. */
const STALE_MS = 20 * 60_000;

/**
 * Starts a recalculation (docs/admin-recalc.md): a new run with its first step's message, or, while
 * one is going, that one (joined), so a second press never runs two at once.
 */
export const handler = securedRoute(admin.startRecalc, async () => {
  const now = new Date();
  const job: RecalcJob = {
    _id: newId(),
    status: 'running',
    current: 'counts',
    done: [],
    companies: 0,
    startedAt: now.toISOString(),
    updatedAt: now.toISOString(),
    finishedAt: null,
    errors: [],
    seq: 0,
    countsCursor: null,
  };
  if (!(await startRecalc(job, new Date(now.getTime() - STALE_MS).toISOString()))) {
    const running = await getRecalc(true);
    if (running) return { error: false as const, recalc: recalcView(running), joined: true };
    throw new Error('a recalculation was running but could not be read');
  }
  await sendMessage(QUEUES.recalc, recalcMessage(job._id, 0));
  await markSent(RECALC_KEY, 0);
  return { error: false as const, recalc: recalcView(job), joined: false };
});

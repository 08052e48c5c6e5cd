import { PIPELINE_LEASE_MINUTES } from '#shared/constants';
import { STAGES, type Stage } from '#shared/pipeline';
import type { Lot } from '#shared/schemas/catalog';

// The pipeline's lease policy (docs/admin-pipeline.md): who may take a lot at each stage and how
// long a checkout holds it. The store's conditional writes say the same in the table's terms.

export const leaseEnd = (now: Date) => new Date(now.getTime() + PIPELINE_LEASE_MINUTES * 60_000).toISOString();

/** Whether a queued lot may be taken by this user now, as the index shows it (the write decides). */
export function looksFree(l: Lot, stage: Stage, me: string, now: string): boolean {
  const p = l.processingInfo;
  if (!p || p.status !== STAGES[stage].status || l.deletedAt) return false;
  if (stage === 'entry' && p.reviewUser) return false;
  if (stage === 'review' && (!p.entryUser || p.entryUser === me)) return false;
  const holder = p[STAGES[stage].holder];
  return !holder || holder === me || !p.leaseUntil || p.leaseUntil < now;
}

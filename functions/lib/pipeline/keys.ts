import type { Lot } from '#shared/schemas/catalog';
import { clientPartition } from '#lib/clients/keys';

// The data-entry pipeline's partitions (docs/admin-pipeline.md): the lots of each processing
// status (gsi3), the lots each staff member holds (gsi4) and the weekly quality figures.

/** gsi3: the lots of one processing status, oldest certificate first. */
export const pipelineQueue = (status: NonNullable<Lot['processingInfo']>['status']) => `PIPELINE#${status}`;

/** gsi4: the lots one staff member holds. */
export const heldBy = (userId: string) => `PIPELINE#HELD#${userId}`;

/** Who holds a lot in the data-entry pipeline: the entry user while pending, the reviewer in review. */
export function pipelineHolder(l: Pick<Lot, 'processingInfo'>): string | undefined {
  const p = l.processingInfo;
  if (!p?.leaseUntil) return undefined;
  if (p.status === 'pending') return p.entryUser;
  if (p.status === 'review') return p.reviewUser;
  return undefined;
}

/** A week's quality figures (ISO week, `2026-W47`). */
export const qualityWeekKey = (week: string) => ({ pk: 'PIPELINE#quality', sk: `WEEK#${week}` });

/** The COA Data Entry Service's count of one company's certificates in a month (`2026-11`). */
export const coaMonthKey = (company: string, month: string) => ({
  pk: clientPartition(company),
  sk: `COAMONTH#${month}`,
});

/** The marker of one uploaded PDF sent to the service: a PDF is sent once. */
export const coaSentKey = (company: string, uploadId: string) => ({
  pk: clientPartition(company),
  sk: `COAPDF#${uploadId}`,
});

/** gsi1: a company's draft test results waiting for the data-entry staff, oldest first. */
export const clientCoaDraftsPartition = (company: string) => `${clientPartition(company)}#COADRAFTS`;

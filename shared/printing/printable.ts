import type { Lot } from '#shared/schemas/catalog';

/**
 * Whether stickers may be printed for a lot (spec 2 'Lot tables'): a parent lot, not deleted, with
 * a test result to draw, and not waiting for the data-entry service (processingInfo.status pending:
 * its result is still a draft nobody has entered).
 */
export const isPrintable = (lot: Lot): boolean =>
  lot.lotType === 'parentLot' && !lot.deletedAt && !!lot.testResult && lot.processingInfo?.status !== 'pending';

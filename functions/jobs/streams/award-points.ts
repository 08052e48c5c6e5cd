import * as z from 'zod/mini';
import { checkInSchema } from '#shared/schemas/loyalty-member';
import { purchaseSchema } from '#shared/schemas/loyalty-points';
import { awardSource } from '#lib/loyalty/ledger';
import { logger } from '#lib/base/logger';
import { streamWorker } from '#lib/runtime/worker';

// The points ledger's writer (docs/client-loyalty-offers.md, Ledger): each check-in and purchase,
// as it is inserted, earns under the offers running at its time. Idempotent by itself (`once:
// false`): every entry's key is its source and offer, written on condition it is new, so a
// redelivered record, a retried batch or two workers at once write each award once.

const image = z.union([
  z.object({ ...checkInSchema.shape, entity: z.literal('loyaltyCheckIn') }),
  z.object({ ...purchaseSchema.shape, entity: z.literal('loyaltyPurchase') }),
]);

export const handler = streamWorker(
  { name: 'award-points', image, events: ['INSERT'], once: false },
  async ({ image: item }) => {
    const results = await awardSource(
      item.entity === 'loyaltyCheckIn' ? { kind: 'checkIn', checkIn: item } : { kind: 'purchase', purchase: item },
    );
    const awarded = results.filter((r) => typeof r !== 'string').length;
    logger.info('points awarded', { awarded, notAwarded: results.filter((r) => typeof r === 'string') });
  },
);

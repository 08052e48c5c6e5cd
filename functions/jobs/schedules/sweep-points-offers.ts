import { dueOffers, expireOffer, startOffer } from '#lib/loyalty/store/offers';
import { logger } from '#lib/base/logger';
import { scheduleWorker } from '#lib/runtime/worker';

/**
 * Starts and ends points offers at their times (docs/client-loyalty-offers.md, Schedule): every
 * minute it reads the offers due to start and due to end from their sparse index and moves each by
 * an update conditional on the status it moves from (a start with sendMessage writes the offer's
 * loyalty message in the same transaction). It reads the table as it is now and every move is
 * conditional, so a retried, repeated or overlapping run moves nothing twice (no idempotency claim);
 * the time is the firing's, so a retry sees the same offers due.
 */
export const handler = scheduleWorker({ name: 'sweep-points-offers', once: false }, async (tick) => {
  const at = tick.time.toISOString();
  const counts = { started: 0, expired: 0, movedMeanwhile: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dueOffers('inactive', tick.time, start);
    for (const offer of page.offers) {
      // an offer whose whole run passed while nothing swept ends without starting (or texting)
      const moved = offer.endsAt <= at ? await expireOffer(offer, 'inactive', at) : await startOffer(offer, at);
      if (!moved) counts.movedMeanwhile++;
      else if (offer.endsAt <= at) counts.expired++;
      else counts.started++;
    }
    start = page.next;
  } while (start);
  do {
    const page = await dueOffers('active', tick.time, start);
    for (const offer of page.offers) {
      if (await expireOffer(offer, 'active', at)) counts.expired++;
      else counts.movedMeanwhile++;
    }
    start = page.next;
  } while (start);
  logger.info('points offers swept', counts);
});

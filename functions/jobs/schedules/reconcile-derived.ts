import { reconcileDerived } from '#lib/reconcile/derived';
import { RECONCILE_ROUTE, REPAIR_METRICS, type Repaired } from '#lib/reconcile/metrics';
import { logger } from '#lib/base/logger';
import { publish } from '#lib/base/observability/metrics';
import { scheduleWorker } from '#lib/runtime/worker';

/**
 * Finds and mends drift in the derived views (#lib/reconcile/derived) every hour, and says what it
 * mended as metrics (#lib/reconcile/metrics): each should stay 0, and anything else raises an
 * alarm. It reads the table as it is now and every write is conditional on what it read, so a
 * retried or overlapping run mends nothing twice (no idempotency claim).
 */
export const handler = scheduleWorker({ name: RECONCILE_ROUTE, once: false }, async () => {
  const repaired = await reconcileDerived();
  publish({
    dimensions: { route: RECONCILE_ROUTE },
    metrics: Object.fromEntries(
      (Object.keys(REPAIR_METRICS) as (keyof Repaired)[]).map((k) => [
        REPAIR_METRICS[k].metric,
        { value: repaired[k], unit: 'Count' as const },
      ]),
    ),
  });
  logger.info('derived views reconciled', { repaired });
});

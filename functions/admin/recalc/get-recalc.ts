import * as admin from '#shared/routes/admin/recalc';
import { getRecalc, recalcView } from '#lib/jobs/store/recalc';
import { securedRoute } from '#lib/runtime/secured-route';

/** recalc (spec 3 `GET recalc/`): the last run's progress; reading it changes nothing. */
export const handler = securedRoute(admin.getRecalc, async () => {
  const job = await getRecalc(true);
  return { error: false as const, recalc: job ? recalcView(job) : null };
});

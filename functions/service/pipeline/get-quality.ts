import * as pipeline from '#shared/routes/service/pipeline';
import { isoWeek, qualityWeeks } from '#lib/pipeline/quality-report';
import { securedRoute } from '#lib/runtime/secured-route';

const DEFAULT_WEEKS = 12;

/** The last weeks' figures, oldest first, zero where nothing happened. */
export const handler = securedRoute(pipeline.getPipelineQuality, async ({ query }) => {
  const n = query.weeks ? Number(query.weeks) : DEFAULT_WEEKS;
  const now = Date.now();
  const weeks = Array.from({ length: n }, (_, i) => isoWeek(new Date(now - (n - 1 - i) * 7 * 86_400_000)));
  return { error: false as const, weeks: await qualityWeeks(weeks) };
});

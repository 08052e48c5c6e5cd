import * as pipeline from '#shared/routes/service/pipeline';
import { checkout, pipelineItem } from '#lib/pipeline/checkout';
import { securedRoute } from '#lib/runtime/secured-route';

/** Review Data: the caller's own review, else the first item in review that someone else entered; null when none. */
export const handler = securedRoute(pipeline.checkoutReview, async ({ query, caller }) => {
  const lot = await checkout('review', caller.user._id, query.clientId);
  return { error: false as const, item: lot ? await pipelineItem(lot, 'review') : null };
});

import * as pipeline from '#shared/routes/service/pipeline';
import { checkout, pipelineItem } from '#lib/pipeline/checkout';
import { securedRoute } from '#lib/runtime/secured-route';

/** Enter Data: the caller's own pending item, else the first pending one without a reviewer; null when none. */
export const handler = securedRoute(pipeline.checkoutEntry, async ({ query, caller }) => {
  const lot = await checkout('entry', caller.user._id, query.clientId);
  return { error: false as const, item: lot ? await pipelineItem(lot, 'entry') : null };
});

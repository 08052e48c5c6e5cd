import * as distributionMessages from '#shared/messages/client/distributions';
import * as client from '#shared/routes/client/distributions';
import { producerProduct } from '#lib/catalog/distribution-view';
import { moveDistribution } from '#lib/db/distributions';
import { conflict, notFound } from '#lib/runtime/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The spec's moves (spec 2 §4), by where each may start: approved from pending (Approve) or denied
 * (Approve again), denied from pending (Reject) or approved (Remove). Anything else, a repeat
 * included, is refused.
 */
const MOVES = { approved: ['pending', 'denied'], denied: ['pending', 'approved'] } as const;

/** Approve, Reject, Remove: one conditional update by the product's producer (or an admin). */
export const handler = securedRoute(client.setDistributionStatus, async ({ params, body, caller }) => {
  const product = await producerProduct(params.clientId, params.id);
  const r = await moveDistribution({
    product: product._id,
    dispensary: body.dispensary,
    producer: product.producer,
    from: MOVES[params.status],
    to: params.status,
    by: caller.user._id,
    at: new Date().toISOString(),
  });
  if (!r.moved) {
    if (!r.current) throw notFound(distributionMessages.distributionNotFound);
    throw conflict(distributionMessages.moveRefused(r.current.status, params.status));
  }
  const d = r.distribution;
  return {
    error: false as const,
    distribution: { dispensary: d.dispensary, status: d.status, updatedAt: d.updatedAt },
  };
});

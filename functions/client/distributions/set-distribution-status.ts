import * as client from '#shared/routes/client/distributions';
import { movedEntry, producerProduct, sides } from '#lib/distributions/view';
import { moveDistribution } from '#lib/distributions/store';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The producer's moves (spec 2 §4): Approve a store's request (or an entry the producer itself
 * denied), Reject a request, Remove a product from a store, or withdraw an offer the store has not
 * answered. An offer waiting for the store, and a store's own refusal, are the store's to decide:
 * approving either is refused, as is any move from where it cannot start, a repeat included
 * (moveDistribution, docs/distribution.md).
 */
export const handler = securedRoute(client.setDistributionStatus, async ({ params, body, caller }) => {
  const product = await producerProduct(params.clientId, params.id);
  const d = movedEntry(
    await moveDistribution({
      product: product._id,
      dispensary: body.dispensary,
      side: 'producer',
      producer: product.producer,
      to: params.status,
      by: caller.user._id,
      at: new Date().toISOString(),
    }),
    params.status,
  );
  return {
    error: false as const,
    distribution: { dispensary: d.dispensary, status: d.status, ...sides(d), updatedAt: d.updatedAt },
  };
});

import * as distributionMessages from '#shared/messages/client/distributions';
import * as client from '#shared/routes/client/distributions';
import { movedEntry, sides } from '#lib/distributions/view';
import { getClient } from '#lib/clients/store';
import { moveDistribution } from '#lib/distributions/store';
import { forbidden, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The store's moves on its own inventory: accept a producer's offer or take back a product it
 * dropped (approved), or decline an offer, withdraw its own request, or drop a product it carries
 * (denied). A store can always take a product off its shelves; it accepts only what was offered
 * to it (docs/distribution.md).
 */
export const handler = securedRoute(client.setInventoryStatus, async ({ params, caller }) => {
  const store = await getClient(params.clientId);
  if (!store) throw notFound(distributionMessages.clientNotFound);
  if (store.type !== 'dispensary') throw forbidden(distributionMessages.onlyDispensaryInventory);
  const d = movedEntry(
    await moveDistribution({
      product: params.id,
      dispensary: store._id,
      side: 'dispensary',
      to: params.status,
      by: caller.user._id,
      at: new Date().toISOString(),
    }),
    params.status,
  );
  return {
    error: false as const,
    distribution: { product: d.product, status: d.status, ...sides(d), updatedAt: d.updatedAt },
  };
});

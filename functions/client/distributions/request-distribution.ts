import * as distributionMessages from '#shared/messages/client/distributions';
import * as consumerMessages from '#shared/messages/consumer';
import * as client from '#shared/routes/client/distributions';
import { getClient } from '#lib/clients/store';
import { createDistribution, moveDistribution } from '#lib/distributions/store';
import { getProduct } from '#lib/products/store';
import { badRequest, forbidden, notFound } from '#lib/base/errors';
import { distributionSearchText } from '#lib/distributions/search-text';
import { settleSearchText } from '#lib/distributions/refresh-search-text';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The dispensary product-signup (spec 1): a dispensary asks to carry a product, which records a
 * pending distribution for the producer to approve or reject in the business area. A product its
 * producer had already offered to the store is accepted by the asking (the store's yes), and one
 * the store dropped itself comes back.
 */
export const handler = securedRoute(client.requestDistribution, async ({ caller, params }) => {
  const [dispensary, product] = await Promise.all([getClient(params.clientId), getProduct(params.id)]);
  if (!dispensary) throw notFound(distributionMessages.clientNotFound);
  if (dispensary.type !== 'dispensary') throw forbidden(distributionMessages.onlyDispensariesCarry);
  if (!product) throw notFound(consumerMessages.productNotFound);
  if (product.active === false) throw badRequest(distributionMessages.productNotCarriable);
  const now = new Date().toISOString();
  const made = await createDistribution({
    product: product._id,
    producer: product.producer,
    dispensary: dispensary._id,
    searchText: distributionSearchText(product),
    status: 'pending',
    awaiting: 'producer',
    requestedBy: caller.user._id,
    createdAt: now,
    updatedAt: now,
  });
  // the text as the product is now, its brand's name the brand item's, whatever was renamed meanwhile
  if (made.created) await settleSearchText(product._id, dispensary._id, made.distribution.searchText ?? '');
  let distribution = made.distribution;
  const storesToTake =
    (distribution.status === 'pending' && distribution.awaiting === 'dispensary') ||
    (distribution.status === 'denied' && distribution.deniedBy === 'dispensary');
  if (!made.created && storesToTake) {
    const r = await moveDistribution({
      product: product._id,
      dispensary: dispensary._id,
      side: 'dispensary',
      to: 'approved',
      by: caller.user._id,
      at: now,
    });
    distribution = r.moved ? r.distribution : (r.current ?? distribution);
  }
  return {
    error: false as const,
    distribution: { dispensary: distribution.dispensary, status: distribution.status },
    created: made.created,
  };
});

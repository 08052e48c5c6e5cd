import * as distributionMessages from '#shared/messages/client/distributions';
import * as consumerMessages from '#shared/messages/consumer';
import * as client from '#shared/routes/client/distributions';
import { getClient } from '#lib/db/clients';
import { createDistribution } from '#lib/db/distributions';
import { getProduct } from '#lib/db/products';
import { badRequest, forbidden, notFound } from '#lib/runtime/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The dispensary product-signup (spec 1): a dispensary asks to carry a product, which records a
 * pending distribution for the producer to approve or reject in the business area.
 */
export const handler = securedRoute(client.requestDistribution, async ({ caller, params }) => {
  const [dispensary, product] = await Promise.all([getClient(params.clientId), getProduct(params.id)]);
  if (!dispensary) throw notFound(distributionMessages.clientNotFound);
  if (dispensary.type !== 'dispensary') throw forbidden(distributionMessages.onlyDispensariesCarry);
  if (!product) throw notFound(consumerMessages.productNotFound);
  if (product.active === false) throw badRequest(distributionMessages.productNotCarriable);
  const now = new Date().toISOString();
  const { distribution, created } = await createDistribution({
    product: product._id,
    producer: product.producer,
    dispensary: dispensary._id,
    status: 'pending',
    requestedBy: caller.user._id,
    createdAt: now,
    updatedAt: now,
  });
  return {
    error: false as const,
    distribution: { dispensary: distribution.dispensary, status: distribution.status },
    created,
  };
});

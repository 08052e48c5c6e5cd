import * as distributionMessages from '#shared/messages/client/distributions';
import * as client from '#shared/routes/client/distributions';
import { idSchema } from '#shared/schemas/common';
import { dispensaryOption, producerProduct, sides } from '#lib/distributions/view';
import { getClient } from '#lib/clients/store';
import { createDistribution, moveDistribution } from '#lib/distributions/store';
import { badRequest, notFound } from '#lib/base/errors';
import { distributionSearchText } from '#lib/distributions/search-text';
import { settleSearchText } from '#lib/distributions/refresh-search-text';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The producer offers an active product to a dispensary. The store decides what is on its shelves,
 * so the entry starts pending, waiting for the store; a store that had already asked for it gets
 * it at once (the offer is the producer's yes to its request). Any other entry already there keeps
 * its status, and the answer says what it is.
 */
export const handler = securedRoute(client.addProductDistribution, async ({ params, body, caller }) => {
  const chosen = body.dispensary ?? '';
  if (!idSchema.safeParse(chosen).success) throw badRequest(distributionMessages.selectDispensary);
  const product = await producerProduct(params.clientId, params.id);
  if (!product.active) throw badRequest(distributionMessages.productNotDistributable);
  const dispensary = await getClient(chosen);
  if (!dispensary || dispensary.type !== 'dispensary') throw notFound(distributionMessages.dispensaryNotFound);
  const now = new Date().toISOString();
  const made = await createDistribution({
    product: product._id,
    producer: product.producer,
    dispensary: dispensary._id,
    searchText: distributionSearchText(product),
    status: 'pending',
    awaiting: 'dispensary',
    decidedBy: caller.user._id,
    createdAt: now,
    updatedAt: now,
  });
  // the text as the product is now, its brand's name the brand item's, whatever was renamed meanwhile
  if (made.created) await settleSearchText(product._id, dispensary._id, made.distribution.searchText ?? '');
  let distribution = made.distribution;
  let acceptedRequest = false;
  if (!made.created && distribution.status === 'pending' && distribution.awaiting !== 'dispensary') {
    const r = await moveDistribution({
      product: product._id,
      dispensary: dispensary._id,
      side: 'producer',
      producer: product.producer,
      to: 'approved',
      by: caller.user._id,
      at: now,
    });
    distribution = r.moved ? r.distribution : (r.current ?? distribution);
    acceptedRequest = r.moved;
  }
  return {
    error: false as const,
    distribution: {
      dispensary: dispensaryOption(dispensary),
      status: distribution.status,
      ...sides(distribution),
      updatedAt: distribution.updatedAt,
    },
    created: made.created,
    acceptedRequest,
  };
});

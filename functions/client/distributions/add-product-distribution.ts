import * as distributionMessages from '#shared/messages/client/distributions';
import * as client from '#shared/routes/client/distributions';
import { idSchema } from '#shared/schemas/common';
import { dispensaryOption, producerProduct } from '#lib/catalog/distribution-view';
import { getClient } from '#lib/db/clients';
import { createDistribution } from '#lib/db/distributions';
import { badRequest, notFound } from '#lib/runtime/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The producer adds a dispensary to an active product. The producer decides a product's
 * distribution, so an entry it adds starts approved; an entry already there (a dispensary's
 * pending request, a denied one) keeps its status, and the answer says what it is.
 */
export const handler = securedRoute(client.addProductDistribution, async ({ params, body, caller }) => {
  const chosen = body.dispensary ?? '';
  if (!idSchema.safeParse(chosen).success) throw badRequest(distributionMessages.selectDispensary);
  const product = await producerProduct(params.clientId, params.id);
  if (!product.active) throw badRequest(distributionMessages.productNotDistributable);
  const dispensary = await getClient(chosen);
  if (!dispensary || dispensary.type !== 'dispensary') throw notFound(distributionMessages.dispensaryNotFound);
  const now = new Date().toISOString();
  const { distribution, created } = await createDistribution({
    product: product._id,
    producer: product.producer,
    dispensary: dispensary._id,
    status: 'approved',
    decidedBy: caller.user._id,
    createdAt: now,
    updatedAt: now,
  });
  return {
    error: false as const,
    distribution: {
      dispensary: dispensaryOption(dispensary),
      status: distribution.status,
      updatedAt: distribution.updatedAt,
    },
    created,
  };
});

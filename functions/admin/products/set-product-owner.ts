import * as messages from '#shared/messages/admin/products';
import * as admin from '#shared/routes/admin/products';
import { getClient } from '#lib/clients/store';
import { getProduct, moveProduct } from '#lib/products/store';
import { badRequest, conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * setProductOwner (spec 3): moves a product to another producer company. Every refusal is the
 * spec's 'Error Saving Entity. Rejection:' with its reason. The product keeps its brand and lots:
 * the owner change is what the spec's call does, and the new owner's staff can then edit it.
 */
export const handler = securedRoute(admin.setProductOwner, async ({ params, body }) => {
  const [product, owner] = await Promise.all([getProduct(params.productId, true), getClient(body.producer)]);
  if (!product) throw notFound(messages.rejection(messages.productNotFound));
  if (!owner || owner.type !== 'producer') throw badRequest(messages.rejection(messages.ownerNotFound));
  if (product.producer === owner._id) throw badRequest(messages.rejection(messages.sameOwner));
  if (product.updatedAt !== body.updatedAt) throw conflict(messages.rejection(messages.changedMeanwhile));
  const moved = await moveProduct(product, owner._id, body.updatedAt, new Date().toISOString());
  if (!moved) throw conflict(messages.rejection(messages.changedMeanwhile));
  return { error: false as const, product: { ...moved, producerName: owner.name } };
});

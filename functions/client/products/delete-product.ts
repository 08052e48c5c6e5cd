import * as productMessages from '#shared/messages/client/products';
import * as client from '#shared/routes/client/products';
import { laterThan, productOfClient } from '#lib/products/client-product';
import { replaceProduct } from '#lib/products/store';
import { conflict } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Spec 2 `DELETE product/{id}`: a soft delete. The product stays (its page, lots, binder entries and
 * distributions are history) but is inactive and unavailable; deleting it again changes nothing.
 */
export const handler = securedRoute(client.deleteProduct, async ({ params }) => {
  const existing = await productOfClient(params.clientId, params.id, true);
  if (!existing.active) return { error: false as const, product: existing };
  const product = { ...existing, active: false, available: false, updatedAt: laterThan(existing.updatedAt) };
  if (!(await replaceProduct(product, existing.updatedAt))) throw conflict(productMessages.changedMeanwhile);
  return { error: false as const, product };
});

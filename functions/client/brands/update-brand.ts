import * as brandMessages from '#shared/messages/client/brands';
import * as client from '#shared/routes/client/brands';
import { getBrand, replaceOwnBrand } from '#lib/brands/store';
import { brandFromForm } from '#lib/brands/form';
import { productIdsOfBrand, productsBehindBrandName, renameBrandOnProducts } from '#lib/products/store';
import { refreshSearchTextOf } from '#lib/distributions/refresh-search-text';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Saves the brand form over a brand of this client. The name's source is this item: product pages,
 * search, binder cards and similar products read it from here, and the client's product list reads
 * the copy each product carries, which the save brings up to date (docs/client-brands.md).
 */
export const handler = securedRoute(client.updateBrand, async ({ params, body }) => {
  const before = await getBrand(params.id);
  if (!before || before.producer !== params.clientId) throw notFound(brandMessages.brandNotFound);
  const brand = await brandFromForm(
    body,
    { _id: before._id, producer: before.producer, createdAt: before.createdAt, updatedAt: new Date().toISOString() },
    before,
  );
  // the condition holds the producer: a brand moved away meanwhile is not written over
  if (!(await replaceOwnBrand(brand))) throw notFound(brandMessages.brandNotFound);
  const behind = await productsBehindBrandName(brand._id, brand.name);
  // The stores carrying its products find them by the brand's new name. The entries go before the
  // products' copies: a save sent again after a lost answer finds the brand renamed already, and a
  // product still carrying the old name is what tells it the entries may be behind too.
  if (brand.name !== before.name || behind.length > 0) await refreshSearchTextOf(await productIdsOfBrand(brand._id));
  await renameBrandOnProducts(brand._id, brand.name, behind);
  return { error: false as const, brand };
});

import * as consumerMessages from '#shared/messages/consumer';
import * as consumer from '#shared/routes/consumer';
import { notFound } from '#lib/base/errors';
import { httpRoute } from '#lib/runtime/http';
import { getBrand } from '#lib/brands/store';
import { listProductsByBrand } from '#lib/products/store';
import { readCache } from '#lib/base/read-cache';

const brandPage = readCache(async (key) => {
  const { id, limit, cursor } = JSON.parse(key) as { id: string; limit: number; cursor?: string };
  const [brand, page] = await Promise.all([getBrand(id), listProductsByBrand(id, limit, cursor)]);
  if (!brand) return undefined;
  return {
    products: page.items.map(({ _id, name, cleanUrl, available, productCategory, productType }) => ({
      _id,
      name,
      cleanUrl,
      available,
      productCategory,
      productType,
    })),
    nextCursor: page.nextCursor,
  };
});

export const handler = httpRoute(consumer.getBrandProducts, async ({ params, query }) => {
  const page = await brandPage(JSON.stringify({ id: params.id, limit: query.limit, cursor: query.cursor }));
  if (!page) throw notFound(consumerMessages.brandNotFound);
  return page;
});

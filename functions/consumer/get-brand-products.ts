import { messages } from '#shared/messages';
import { routes } from '#shared/routes';
import { notFound } from '#lib/errors';
import { httpRoute } from '#lib/http';
import { getBrand } from '#lib/db/brands';
import { listProductsByBrand } from '#lib/db/products';

export const handler = httpRoute(routes.getBrandProducts, async ({ params, query }) => {
  const [brand, page] = await Promise.all([
    getBrand(params.id),
    listProductsByBrand(params.id, query.limit, query.cursor),
  ]);
  if (!brand) throw notFound(messages.brandNotFound);
  return {
    products: page.items.map(({ _id, name, cleanUrl, available, productCategory, productType }) => ({
      _id, name, cleanUrl, available, productCategory, productType,
    })),
    nextCursor: page.nextCursor,
  };
});

import { messages } from '#shared/messages';
import { routes } from '#shared/routes';
import { notFound } from '#lib/errors';
import { httpRoute } from '#lib/http';
import { getProduct } from '#lib/db/products';
import { getLotWithTest } from '#lib/lot-view';

/** The product page: the product with its reference lot (or, by default, its latest lot) and test result. */
export const handler = httpRoute(routes.getProduct, async ({ params }) => {
  const product = await getProduct(params.id);
  if (!product) throw notFound(messages.productNotFound);
  const lotId = params.optional ?? product.latestLot;
  const latestLot = lotId ? await getLotWithTest(lotId) : undefined;
  if (params.optional && !latestLot) throw notFound(messages.lotNotFound);
  return { ...product, latestLot: latestLot ?? null };
});

import { messages } from '#shared/messages';
import * as consumer from '#shared/routes/consumer';
import { notFound } from '#lib/errors';
import { httpRoute } from '#lib/http';
import { getProduct } from '#lib/db/products';
import { getLotWithTest } from '#lib/lot-view';
import { readCache } from '#lib/read-cache';

/** The product with its reference lot (or, by default, its latest lot) and that lot's test result. */
const productView = readCache(async (key) => {
  const [id, referenceLot] = key.split('/') as [string, string];
  const product = await getProduct(id);
  if (!product) return { missing: messages.productNotFound };
  const lotId = referenceLot || product.latestLot;
  const latestLot = lotId ? await getLotWithTest(lotId) : undefined;
  if (referenceLot && !latestLot) return { missing: messages.lotNotFound };
  return { view: { ...product, latestLot: latestLot ?? null } };
});

export const handler = httpRoute(consumer.getProduct, async ({ params }) => {
  const r = await productView(`${params.id}/${params.optional ?? ''}`);
  if (r.missing) throw notFound(r.missing);
  return r.view;
});

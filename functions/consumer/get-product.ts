import { DEFAULT_CERTIFIED_LAB_WORD } from '#shared/constants';
import { messages } from '#shared/messages';
import * as consumer from '#shared/routes/consumer';
import { notFound } from '#lib/errors';
import { httpRoute } from '#lib/http';
import { getClient } from '#lib/db/clients';
import { getProduct } from '#lib/db/products';
import { getLotWithTest } from '#lib/lot-view';
import { readCache } from '#lib/read-cache';

/** The testing lab, shown as 'Certified By' when its name contains the configured word. */
async function certifiedBy(lab: { _id: string; name: string } | undefined) {
  const word = (process.env.CERTIFIED_LAB_WORD ?? DEFAULT_CERTIFIED_LAB_WORD).toLowerCase();
  if (!lab || !word || !lab.name.toLowerCase().includes(word)) return null;
  const logo = (await getClient(lab._id))?.featureImage;
  return { name: lab.name, ...(logo ? { logo } : {}) };
}

/** The product with its reference lot (or, by default, its latest lot) and that lot's test result. */
const productView = readCache(async (key) => {
  const [id, referenceLot] = key.split('/') as [string, string];
  const product = await getProduct(id);
  if (!product) return { missing: messages.productNotFound };
  const lotId = referenceLot || product.latestLot;
  const latestLot = lotId ? await getLotWithTest(lotId) : undefined;
  if (referenceLot && !latestLot) return { missing: messages.lotNotFound };
  return { view: { ...product, latestLot: latestLot ?? null, certifiedBy: await certifiedBy(latestLot?.testResult?.testLab) } };
});

export const handler = httpRoute(consumer.getProduct, async ({ params }) => {
  const r = await productView(`${params.id}/${params.optional ?? ''}`);
  if (r.missing) throw notFound(r.missing);
  return r.view;
});

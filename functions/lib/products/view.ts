import { DEFAULT_CERTIFIED_LAB_WORD } from '#shared/constants';
import * as consumerMessages from '#shared/messages/consumer';
import { notFound } from '#lib/base/errors';
import { getClient } from '#lib/clients/store';
import { getProduct } from '#lib/products/store';
import { plausibleId } from '#lib/base/ids';
import { mayBeProduct } from '#lib/products/known-ids';
import { getLotWithTest, lotBelongsTo } from '#lib/lots/store/with-test';
import { readCache } from '#lib/base/read-cache';
import { withBrandNames } from '#lib/brands/store/names';
import { setting } from '#lib/base/config';

/** The testing lab, shown as 'Certified By' when its name contains the configured word. */
async function certifiedBy(lab: { _id: string; name: string } | undefined) {
  const word = (setting('CERTIFIED_LAB_WORD') ?? DEFAULT_CERTIFIED_LAB_WORD).toLowerCase();
  if (!lab || !word || !lab.name.toLowerCase().includes(word)) return null;
  const logo = (await getClient(lab._id))?.featureImage;
  return { name: lab.name, ...(logo ? { logo } : {}) };
}

/**
 * The product with its reference lot (or, by default, its latest lot) and that lot's test result.
 * A reference lot must be one of the product's: any other lot is unknown here, as a lot id that
 * names nothing is.
 */
const productViews = readCache(
  async (key) => {
    const [id, referenceLot] = key.split('/') as [string, string];
    const stored = await getProduct(id);
    if (!stored) return { missing: consumerMessages.productNotFound };
    const product = (await withBrandNames([stored]))[0]!;
    const lotId = referenceLot || product.latestLot;
    const latestLot = lotId ? await getLotWithTest(lotId) : undefined;
    if (referenceLot && (!latestLot || !(await lotBelongsTo(latestLot, id))))
      return { missing: consumerMessages.lotNotFound };
    return {
      view: {
        ...product,
        latestLot: latestLot ?? null,
        certifiedBy: await certifiedBy(latestLot?.testResult?.testLab),
      },
    };
  },
  { isMissing: (r) => r.missing !== undefined },
);

/** The product page's view (GET product/{id}/{optional} and the legacy POST); 404 when either id is unknown. */
export async function productView(id: string, referenceLot?: string) {
  // an id no product can have (its time part is before any id was made, or in the future) costs no read
  // nor does one older than the existence filter's load that the filter does not hold
  if (!plausibleId(id) || !mayBeProduct(id)) throw notFound(consumerMessages.productNotFound);
  if (referenceLot && !plausibleId(referenceLot)) throw notFound(consumerMessages.lotNotFound);
  const r = await productViews(`${id}/${referenceLot ?? ''}`);
  if (r.missing) throw notFound(r.missing);
  return r.view;
}

import type { Lot, LotWithTest } from '#shared/schemas/catalog';
import { getLot } from '#lib/lots/store';
import { joinLots } from '#lib/products/store/joined';

/** A lot with its test result resolved; distribution and shipment lots inherit their parent's result. */
export const getLotWithTest = async (lotId: string): Promise<LotWithTest | undefined> =>
  (await joinLots([lotId])).get(lotId);

/**
 * Whether a lot is one of the product's: it names the product, or it names none and its parent lot
 * does (a distribution or shipment lot of the product's parent lot). A lot naming another product
 * is never the product's, so a page can never show one product with another's lab result.
 */
export async function lotBelongsTo(lot: Pick<Lot, 'product' | 'parentLot'>, productId: string): Promise<boolean> {
  if (lot.product) return lot.product === productId;
  if (!lot.parentLot) return false;
  return (await getLot(lot.parentLot))?.product === productId;
}

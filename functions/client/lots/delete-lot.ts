import * as lotMessages from '#shared/messages/client/lots';
import * as client from '#shared/routes/client/lots';
import { lotOfClient } from '#lib/lots/client-lot';
import { laterThan } from '#lib/products/client-product';
import { softDeleteLot } from '#lib/lots/store';
import { getProduct } from '#lib/products/store';
import { conflict } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Spec 2 `DELETE lot/{id}`, a soft delete (docs/client-lots.md): the lot leaves the client's lists
 * and choices, while stickers already printed with its QR code and binder cards naming it keep
 * showing its result. Refused while its product names it as latest lot, or while the data-entry
 * service has it unfinished.
 */
export const handler = securedRoute(client.deleteLot, async ({ params }) => {
  const lot = await lotOfClient(params.clientId, params.id);
  if (lot.processingInfo && lot.processingInfo.status !== 'completed') throw conflict(lotMessages.inPipeline);
  const deleted = { ...lot, updatedAt: laterThan(lot.updatedAt) };
  const outcome = await softDeleteLot(deleted, lot.updatedAt);
  if (outcome === 'latestLot') {
    const product = lot.product ? await getProduct(lot.product) : undefined;
    throw conflict(lotMessages.latestLotOfProduct(product?.name ?? 'a product'));
  }
  if (outcome === 'changed') throw conflict(lotMessages.changedMeanwhile);
  return { error: false as const, lot: { ...deleted, deletedAt: deleted.updatedAt, available: false } };
});

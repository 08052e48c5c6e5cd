import * as consumerMessages from '#shared/messages/consumer';
import * as consumer from '#shared/routes/consumer';
import { notFound } from '#lib/base/errors';
import { httpRoute } from '#lib/runtime/http';
import { plausibleId } from '#lib/base/ids';
import { getLotWithTest } from '#lib/lots/store/with-test';
import { readCache } from '#lib/base/read-cache';

const lotView = readCache(getLotWithTest);

export const handler = httpRoute(consumer.getProductLot, async ({ params }) => {
  // an id no lot can have costs no read (docs/data-model.md)
  const lot = plausibleId(params.id) ? await lotView(params.id) : undefined;
  if (!lot) throw notFound(consumerMessages.lotNotFound);
  return lot;
});

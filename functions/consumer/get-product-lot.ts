import { messages } from '#shared/messages';
import * as consumer from '#shared/routes/consumer';
import { notFound } from '#lib/errors';
import { httpRoute } from '#lib/http';
import { getLotWithTest } from '#lib/lot-view';
import { readCache } from '#lib/read-cache';

const lotView = readCache(getLotWithTest);

export const handler = httpRoute(consumer.getProductLot, async ({ params }) => {
  const lot = await lotView(params.id);
  if (!lot) throw notFound(messages.lotNotFound);
  return lot;
});

import * as consumerMessages from '#shared/messages/consumer';
import * as consumer from '#shared/routes/consumer';
import { notFound } from '#lib/base/errors';
import { httpRoute } from '#lib/runtime/http';
import { plausibleId } from '#lib/base/ids';
import { getBrand } from '#lib/brands/store';
import { readCache } from '#lib/base/read-cache';

const brandView = readCache(getBrand);

/** The spec answers a list whose first item is the brand; the list shape is kept for that reason. */
export const handler = httpRoute(consumer.getBrand, async ({ params }) => {
  // an id no brand can have costs no read (docs/data-model.md)
  const brand = plausibleId(params.id) ? await brandView(params.id) : undefined;
  if (!brand) throw notFound(consumerMessages.brandNotFound);
  return [brand];
});

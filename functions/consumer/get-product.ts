import * as consumer from '#shared/routes/consumer';
import { httpRoute } from '#lib/runtime/http';
import { productView } from '#lib/products/view';

/** GET product/{id}/{optional} (spec 1): the product with its reference lot, or by default its latest. */
export const handler = httpRoute(consumer.getProduct, async ({ params }) => productView(params.id, params.optional));

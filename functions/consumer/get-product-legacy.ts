import * as consumer from '#shared/routes/consumer';
import { httpRoute } from '#lib/runtime/http';
import { productView } from '#lib/products/view';

/**
 * POST getProductLegacy/{id} (spec 1, "legacy product fetch"): the product page's view of the
 * product and its latest lot, by POST, for callers built against the old API.
 */
export const handler = httpRoute(consumer.getProductLegacy, async ({ params }) => productView(params.id));

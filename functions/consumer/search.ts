import { DEFAULT_RESULT_COUNT } from '#shared/schemas/search';
import * as consumer from '#shared/routes/consumer';
import { httpRoute } from '#lib/runtime/http';
import { searchProducts } from '#lib/search/service';

/**
 * POST search (spec 1): products by name, product line, strain or brand, typos forgiven, as two
 * lists, available and unavailable. Answered from the instance's index; no table Scan.
 */
export const handler = httpRoute(consumer.search, async ({ body }) =>
  searchProducts(body.searchString, body.resultCount ?? DEFAULT_RESULT_COUNT),
);

import * as client from '#shared/routes/client/distributions';
import { dispensaryProducts, productRows } from '#lib/distributions/view';
import { searchCarried } from '#lib/distributions/store';
import { distributionSearchText } from '#lib/distributions/search-text';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * What a dispensary carries: its approved distributions, newest first (the kiosk inventory); with
 * `search`, those whose product name, brand or strain holds it. An entry made before entries held
 * their search text is matched against its product as read now.
 */
export const handler = securedRoute(client.getApprovedDistributionProducts, async ({ params, query }) => {
  if (!query.search) return dispensaryProducts(params.clientId, 'approved', query.limit, query.cursor);
  const needle = query.search.toLowerCase();
  const page = await searchCarried(params.clientId, needle, query.limit, query.cursor);
  return productRows(page, (d, p) => d.searchText !== undefined || distributionSearchText(p).includes(needle));
});

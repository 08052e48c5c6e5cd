import * as client from '#shared/routes/client/distributions';
import { dispensaryOption, distributedProduct, joinEntries } from '#lib/distributions/view';
import { listProducerDistributions } from '#lib/distributions/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** The producer's approval list: dispensary requests still pending, newest first, with names. */
export const handler = securedRoute(client.getDistributionRequests, async ({ params, query }) => {
  const page = await listProducerDistributions(params.clientId, 'pending', query.limit, query.cursor);
  const { products, dispensaries } = await joinEntries(page.items);
  return {
    requests: page.items.flatMap((d) => {
      const product = products.get(d.product);
      const dispensary = dispensaries.get(d.dispensary);
      return product && dispensary
        ? [
            {
              product: distributedProduct(product),
              dispensary: dispensaryOption(dispensary),
              status: d.status,
              updatedAt: d.updatedAt,
            },
          ]
        : [];
    }),
    nextCursor: page.nextCursor,
  };
});

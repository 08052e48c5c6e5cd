import * as client from '#shared/routes/client/distributions';
import { dispensaryOption, producerProduct, sides } from '#lib/distributions/view';
import { clientOptionsById } from '#lib/clients/store/client-options';
import { listProductDistributions } from '#lib/distributions/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** A product's distribution list with each dispensary's name and licence, for the product's producer. */
export const handler = securedRoute(client.getProductDistributions, async ({ params, query }) => {
  await producerProduct(params.clientId, params.id);
  const page = await listProductDistributions(params.id, query.limit, query.cursor);
  const dispensaries = await clientOptionsById(page.items.map((d) => d.dispensary));
  return {
    distributions: page.items.map((d) => {
      const option = dispensaries.get(d.dispensary);
      return {
        dispensary: option ? dispensaryOption(option) : { _id: d.dispensary, name: 'Unknown dispensary' },
        status: d.status,
        ...sides(d),
        updatedAt: d.updatedAt,
      };
    }),
    nextCursor: page.nextCursor,
  };
});

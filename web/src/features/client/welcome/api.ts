import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

/** Every query of this feature starts with this key. */
const WELCOME_KEY = 'client-welcome';

/**
 * Where the wizard starts (spec 2 'Welcome wizard'): whether a brand exists, and the first product.
 * Read from the lists themselves rather than the counts, which a stream worker updates a moment
 * after each write.
 */
export const welcomeStartQuery = (clientId: string) =>
  queryOptions({
    queryKey: [WELCOME_KEY, clientId, 'start'],
    queryFn: async ({ signal }) => {
      const [brands, products] = await Promise.all([
        call('getClientBrands', { params: { clientId }, query: { limit: '1' } }, signal),
        call('listClientProducts', { params: { clientId }, query: { limit: '1' } }, signal),
      ]);
      const first = products.products[0];
      return {
        hasBrand: brands.brands.length > 0,
        firstProduct: first ? { _id: first._id, name: first.name } : undefined,
      };
    },
    staleTime: 0,
  });

import type { Product } from '#shared/schemas/catalog';
import { call } from '#web/api/client.ts';
import { bodyOf } from './body.ts';

/**
 * The welcome wizard's last save (spec 2 'Welcome wizard'): the product gets its latest lot and
 * becomes available, as the product form would save it (the stored product read first, so nothing
 * else of it changes).
 */
export async function makeAvailable(clientId: string, productId: string, latestLot: string): Promise<Product> {
  const { product } = await call('getClientProduct', { params: { clientId, id: productId } });
  const r = await call('updateProduct', {
    params: { clientId, id: productId },
    body: { ...bodyOf(product), latestLot, available: true },
  });
  return r.product;
}

import * as z from 'zod/mini';
import { idSchema } from '#shared/schemas/common';
import { followProductOwner } from '#lib/distributions/store';
import { getProduct } from '#lib/products/store';
import { streamWorker } from '#lib/runtime/worker';

// A product's distribution entries follow it to its new owner (docs/distribution.md, 'When a
// product changes owner'). An entry names its product's producer, which puts it on that company's
// request list and lets that company answer it; after setProductOwner or a transfer the entries
// still named the old one, where neither company could answer them. A product whose owner changed
// moves its entries; a new entry, written from a read of the product as it moved, is checked
// against the owner the product has now. Each step reads the table as it is and writes only what
// still differs, so a record delivered twice or late changes nothing more (once: false).

const source = z.discriminatedUnion('entity', [
  z.object({ entity: z.literal('product'), _id: idSchema, producer: idSchema }),
  z.object({ entity: z.literal('distribution'), product: idSchema, producer: idSchema }),
]);

export const handler = streamWorker(
  { name: 'follow-product-owner', image: source, events: ['INSERT', 'MODIFY'], once: false },
  async ({ eventName, newImage, oldImage }) => {
    if (!newImage) return;
    if (newImage.entity === 'product') {
      if (oldImage?.entity === 'product' && oldImage.producer !== newImage.producer)
        await followProductOwner(newImage._id, newImage.producer);
      return;
    }
    // an entry's own moves keep its producer; only a new one may have read a product mid-move
    if (eventName !== 'INSERT') return;
    const product = await getProduct(newImage.product, true);
    if (product && product.producer !== newImage.producer) await followProductOwner(product._id, product.producer);
  },
);

import type { BinderItem, Usage } from '#shared/schemas/binder';
import { productPartition } from '#lib/products/keys';

// Binder items live under their owner: pk USER#<user>, sk BINDER#<product>#<usage>. The key is the
// uniqueness rule (one item per user, product and usage), and a caller only ever names its own pk.
// gsi1 lists a product's items (the account's deletion finds them by product).

export const binderPartition = (user: string) => `USER#${user}`;

/** The sort key prefix of a user's binder items, or of one product's. */
export const binderPrefix = (product?: string) => (product ? `BINDER#${product}#` : 'BINDER#');

export const binderKey = (user: string, product: string, usage: Usage) => ({
  pk: binderPartition(user),
  sk: `${binderPrefix(product)}${usage}`,
});

/** gsi1: a product's binder items. */
export const productBinderPartition = (product: string) => `${productPartition(product)}#BINDER`;

/** An item's entity name and index attributes, beside its key and fields. */
export const binderIndexes = (item: BinderItem) => ({
  entity: 'binderItem',
  gsi1pk: productBinderPartition(item.product),
  gsi1sk: `${item.user}#${item.usage}`,
});

import * as z from 'zod/mini';
import { countItem, countUser, type CountKind } from '#lib/clients/store/counts';
import { streamWorker, type Change } from '#lib/runtime/worker';

// Keeps each company's counts of products, brands and test results (#lib/clients/store/counts) as items come
// and go: +1 for an insert, -1 for a remove, and a move between companies (a product's owner
// changed by an admin) takes one from the old company and gives one to the new. A product counts
// only while active: soft-deleting it (active true → false) takes it away, restoring it gives it
// back, so "zero products" means nothing on the site. Each change runs once (the wrapper's
// `once`), so a redelivered record never counts twice. It keeps the platform's user count the same
// way (+1 a user created, -1 one deleted), which the admin users page reads as one item.

const image = z.object({
  _id: z.string(),
  entity: z.enum(['product', 'brand', 'testResult', 'user']),
  producer: z.optional(z.string()),
  dataOwner: z.optional(z.string()),
  active: z.optional(z.boolean()),
});
type Item = z.infer<typeof image>;

const KIND: Record<Exclude<Item['entity'], 'user'>, CountKind> = {
  product: 'products',
  brand: 'brands',
  testResult: 'tests',
};

/** The company an item counts for, or none (a deleted product counts for nobody). */
const owner = (i: Item | undefined): string | undefined => {
  if (!i) return undefined;
  if (i.entity === 'product' && i.active === false) return undefined;
  return i.entity === 'testResult' ? i.dataOwner : i.producer;
};

/** What a change does to the counts: company → delta. */
export function countChanges(change: Pick<Change<Item>, 'newImage' | 'oldImage'>): Map<string, number> {
  const deltas = new Map<string, number>();
  const before = owner(change.oldImage);
  const after = owner(change.newImage);
  if (before === after) return deltas;
  if (before) deltas.set(before, -1);
  if (after) deltas.set(after, (deltas.get(after) ?? 0) + 1);
  return deltas;
}

export const handler = streamWorker({ name: 'count-client-items', image }, async (change) => {
  const entity = change.image.entity;
  if (entity === 'user') {
    // a modify (a role, a name) is the same user
    const delta = (change.newImage ? 1 : 0) - (change.oldImage ? 1 : 0);
    if (delta !== 0) await countUser(change.image._id, delta > 0 ? 1 : -1);
    return;
  }
  const kind = KIND[entity];
  for (const [clientId, delta] of countChanges(change))
    await countItem(clientId, kind, change.image._id, delta > 0 ? 1 : -1);
});

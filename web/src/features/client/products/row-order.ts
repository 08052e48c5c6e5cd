import type { Product } from '#shared/schemas/catalog';

/**
 * The table's rows after a bulk edit, in the order they were shown when it started. The list is
 * newest change first (spec 2 §7), so the rows just edited would jump to the top, or off the page
 * they were on; instead each keeps its place with its fresh copy (the page's, else the product's
 * own entry, which took the save's answer). A row deleted by the edit leaves unless deleted rows
 * are shown; a row new to the page goes after the kept ones.
 */
export function keepRowOrder(
  order: readonly string[],
  page: readonly Product[],
  saved: (id: string) => Product | undefined,
  showDeleted: boolean,
): Product[] {
  const fresh = new Map(page.map((p) => [p._id, p]));
  const kept = order.flatMap((id) => {
    const p = fresh.get(id) ?? saved(id);
    return p && (showDeleted || p.active) ? [p] : [];
  });
  const known = new Set(order);
  return [...kept, ...page.filter((p) => !known.has(p._id))];
}

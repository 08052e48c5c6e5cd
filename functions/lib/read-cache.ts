/**
 * A small per-instance cache for public catalogue reads.
 *
 * Product and brand pages are read far more often than they change, and every read costs two to
 * four DynamoDB round trips. A warm Lambda keeps each answer for PUBLIC_READ_TTL_MS, so a product
 * page is at most that stale after an edit (the same bound the search index keeps), and a burst of
 * requests for one product costs one load: concurrent misses share the same promise. Business and
 * admin routes never go through this cache; they always read the table.
 */
export const PUBLIC_READ_TTL_MS = 5_000;

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

export function readCache<T>(load: (key: string) => Promise<T>, opts: { ttlMs?: number; maxEntries?: number } = {}) {
  const ttl = opts.ttlMs ?? PUBLIC_READ_TTL_MS;
  const max = opts.maxEntries ?? 500;
  const entries = new Map<string, Entry<T>>();

  return (key: string): Promise<T> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) entries.delete(key);
    const value = load(key);
    entries.set(key, { value, expires: now + ttl });
    // a failed load is not an answer: the next request tries again
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    // Map keeps insertion order, so the first key is the oldest
    if (entries.size > max) entries.delete(entries.keys().next().value!);
    return value;
  };
}

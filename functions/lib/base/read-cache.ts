/**
 * A small per-instance cache for public catalogue reads.
 *
 * Product and brand pages are read far more often than they change, and every read costs two to
 * four DynamoDB round trips. A warm Lambda keeps each answer for PUBLIC_READ_TTL_MS, so a product
 * page is at most that stale after an edit (the same bound the search index keeps), and a burst of
 * requests for one product costs one load: concurrent misses share the same promise. Business and
 * admin routes never go through this cache; they always read the table.
 *
 * Answers that found nothing (an unknown id) are kept apart, for a shorter time and in their own
 * bounded map: a flood of made-up ids can neither evict the entries real visitors hit nor grow
 * the instance's memory, and a repeated unknown id costs no read while it is remembered. Good
 * entries are evicted least recently used first, so the ones in use stay.
 */
export const PUBLIC_READ_TTL_MS = 5_000;
export const MISSING_TTL_MS = 2_000;

interface Options<T> {
  ttlMs?: number;
  maxEntries?: number;
  /** Whether an answer means "nothing there"; such answers live in the bounded miss map. */
  isMissing?: (value: T) => boolean;
  missingTtlMs?: number;
  maxMissing?: number;
  /**
   * How long past its life a found answer may still be given while a fresh load runs beside it:
   * readers under load never queue behind the reload of an answer many of them share. 0: none.
   */
  staleMs?: number;
}

function cacheStore<T>(opts: Options<T>) {
  const ttl = opts.ttlMs ?? PUBLIC_READ_TTL_MS;
  const max = opts.maxEntries ?? 500;
  const missingTtl = opts.missingTtlMs ?? MISSING_TTL_MS;
  const maxMissing = opts.maxMissing ?? 1000;
  const staleMs = opts.staleMs ?? 0;
  const isMissing = opts.isMissing ?? ((v: T) => v === undefined);
  const found = new Map<string, { value: T; expires: number }>();
  const missing = new Map<string, { value: T; expires: number }>();
  // loads under way, shared by concurrent readers; they enter a map only once their answer is known
  const pending = new Map<string, Promise<T>>();

  const put = (map: typeof found, bound: number, key: string, value: T, ms: number) => {
    map.delete(key);
    map.set(key, { value, expires: Date.now() + ms });
    // Map keeps insertion order and a hit re-inserts, so the first key is the least recently used
    while (map.size > bound) map.delete(map.keys().next().value!);
  };

  return {
    /**
     * The cached answer (`stale` past its life but within `staleMs`, when the caller may take
     * that), or the load under way, or undefined when the key must be loaded.
     */
    peek(key: string, takeStale = false): { value: T; stale?: true } | Promise<T> | undefined {
      const now = Date.now();
      for (const map of [found, missing]) {
        const hit = map.get(key);
        if (!hit) continue;
        const fresh = hit.expires > now;
        if (fresh || (takeStale && map === found && hit.expires + staleMs > now)) {
          if (map === found) {
            map.delete(key);
            map.set(key, hit);
          }
          return fresh ? { value: hit.value } : { value: hit.value, stale: true };
        }
        map.delete(key);
      }
      return pending.get(key);
    },
    loading: (key: string) => pending.has(key),
    /** Records a load: its answer is kept once known; a failed load is not an answer, the next read tries again. */
    track(key: string, load: Promise<T>): Promise<T> {
      pending.set(key, load);
      load.then(
        (value) => {
          if (pending.get(key) !== load) return;
          pending.delete(key);
          if (isMissing(value)) put(missing, maxMissing, key, value, missingTtl);
          else put(found, max, key, value, ttl);
        },
        () => {
          if (pending.get(key) === load) pending.delete(key);
        },
      );
      return load;
    },
  };
}

export function readCache<T>(load: (key: string) => Promise<T>, opts: Options<T> = {}) {
  const store = cacheStore(opts);
  return (key: string): Promise<T> => {
    const hit = store.peek(key, true);
    if (hit instanceof Promise) return hit;
    if (hit?.stale && !store.loading(key))
      // the reload's failure is the next reader's to see, once the stale answer has run out
      store.track(key, load(key)).catch(() => undefined);
    if (hit) return Promise.resolve(hit.value);
    return store.track(key, load(key));
  };
}

/**
 * The same cache for reads that batch: the keys not cached are loaded together in one call
 * (a BatchGet), and each answer is then cached on its own. `loadMany` answers a map with an entry
 * for every key it found; the others are missing (undefined) and cached as such.
 */
export function readManyCache<T>(
  loadMany: (keys: string[]) => Promise<Map<string, T>>,
  opts: Options<T | undefined> = {},
) {
  const store = cacheStore<T | undefined>(opts);
  return async (keys: string[]): Promise<Map<string, T>> => {
    const waits = new Map<string, Promise<T | undefined>>();
    const toLoad: string[] = [];
    for (const key of new Set(keys)) {
      const hit = store.peek(key);
      if (hit instanceof Promise) waits.set(key, hit);
      else if (hit) waits.set(key, Promise.resolve(hit.value));
      else toLoad.push(key);
    }
    if (toLoad.length > 0) {
      const batch = loadMany(toLoad);
      for (const key of toLoad)
        waits.set(
          key,
          store.track(
            key,
            batch.then((m) => m.get(key)),
          ),
        );
    }
    const out = new Map<string, T>();
    for (const [key, wait] of waits) {
      const value = await wait;
      if (value !== undefined) out.set(key, value);
    }
    return out;
  };
}

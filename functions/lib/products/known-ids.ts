import { idSeconds } from '#lib/base/ids';
import { logger } from '#lib/base/logger';
import { allProductIds } from '#lib/products/store';

/**
 * The product page's existence filter: every product id this warm instance has seen in the table,
 * so that a made-up id of a plausible shape is answered 404 without a table read (the negative
 * cache cannot do that for a flood whose ids never repeat).
 *
 * The set is reloaded whole, in the background, every KNOWN_IDS_RELOAD_MS; no reader ever waits
 * for it. It decides only ids whose time part is older than its load minus KNOWN_IDS_MARGIN_MS
 * (the index's lag and the clocks' skew): an id is made when its product is created, so a product
 * created since the load has a newer id and is always looked up in the table: a product is found
 * the moment it is created, whatever the filter held. The reload is for what that cannot see, a
 * product written later under an id made long before (a restored item), and it is a read of every
 * product: hence minutes, not seconds.
 */
export const KNOWN_IDS_RELOAD_MS = 300_000;
export const KNOWN_IDS_MARGIN_MS = 120_000;

let known: { ids: Set<string>; decidesBefore: number } | undefined;
let lastTry = -Infinity;
let loading = false;

function reload(now: number) {
  lastTry = now;
  loading = true;
  allProductIds().then(
    (ids) => {
      known = { ids: new Set(ids), decidesBefore: now - KNOWN_IDS_MARGIN_MS };
      loading = false;
    },
    // the filter is a saving, not a check: until a load succeeds every id goes to the table
    (e: unknown) => {
      loading = false;
      logger.warn('product id filter not reloaded', e as Error);
    },
  );
}

/** False only when no product has this id for sure; true when one may (the table then says). */
export function mayBeProduct(id: string, now = Date.now()): boolean {
  if (!loading && now - lastTry >= KNOWN_IDS_RELOAD_MS) reload(now);
  if (!known || idSeconds(id) * 1000 >= known.decidesBefore) return true;
  return known.ids.has(id);
}

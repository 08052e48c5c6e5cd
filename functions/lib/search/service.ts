import type { SearchAnswer } from '#shared/schemas/search';
import { decodeSearchPack, searchPacks, shownOf, type LoadedSearchDoc } from './store.ts';
import { createSearchIndex, words } from './engine.ts';

// The search Lambda's index: filled from the packs at the cold start, then kept in step pack by
// pack. At most once a second a request checks the packs' versions (one small BatchGet) and
// waits for the packs that moved; requests meanwhile answer from the index as it is. A change is
// in the packs about a second after it is written (jobs/streams/index-search), so it is found within 5 s.

export const CHECK_INTERVAL_MS = 1_000;

const index = createSearchIndex<LoadedSearchDoc>();
const packs = searchPacks.reader(decodeSearchPack);
/** Each pack's documents as last applied, to drop those a new version no longer holds. */
const members = new Map<number, readonly LoadedSearchDoc[]>();
let checkedAt = 0;
let loaded = false;
let syncing: Promise<void> | undefined;

async function sync() {
  let changed = false;
  await packs.sync((shard, pack) => {
    const before = members.get(shard);
    if (before?.length) {
      const ids = new Set(pack?.docs.map((d) => d._id));
      for (const d of before) if (!ids.has(d._id)) index.remove(d._id);
    }
    // documents come with their terms: the index copies postings, it splits no words; a pack
    // seen for the first time holds no document the index has (each product lives in one pack)
    if (pack) index.addTokenized(pack, before === undefined);
    members.set(shard, pack?.docs ?? []);
    changed = true;
  });
  if (changed) answers.clear();
  loaded = true;
}

/** The index, brought up to date when the last check is over a second old. */
export async function currentIndex() {
  const now = Date.now();
  if (now - checkedAt >= CHECK_INTERVAL_MS || !loaded) {
    checkedAt = now;
    syncing ??= sync().finally(() => {
      syncing = undefined;
    });
  }
  // the first load and a due check are waited for; a check already under way is not
  if (syncing && (!loaded || checkedAt === now)) await syncing;
  return index;
}

const entry = (d: LoadedSearchDoc) => {
  // link, lot and figures wait in the pack until an answer shows them
  const { cleanUrl, lotId, test, productCategory } = shownOf(d);
  return {
    _id: d._id,
    name: d.name,
    cleanUrl,
    brand: { name: d.brandName },
    ...(productCategory ? { productCategory } : {}),
    ...(lotId ? { latestLot: { _id: lotId, ...(test ? { testResult: test } : {}) } } : {}),
    available: d.available,
  };
};

/**
 * Recent answers, by the query's words and the count asked for. Many people type the same things
 * (and the suggestions ask again at every pause), so a repeated query costs a lookup; any change
 * to the index empties it, so an answer is never older than the index it came from.
 */
const ANSWERS_KEPT = 2_000;
const answers = new Map<string, SearchAnswer>();

export async function searchProducts(searchString: string, resultCount: number): Promise<SearchAnswer> {
  const idx = await currentIndex();
  const key = `${resultCount}:${words(searchString).join(' ')}`;
  const kept = answers.get(key);
  if (kept) {
    // most recently used last: the Map's first key is the one to drop
    answers.delete(key);
    answers.set(key, kept);
    return kept;
  }
  const r = idx.search(searchString, resultCount);
  const answer = { available: r.available.map(entry), unavailable: r.unavailable.map(entry) };
  answers.set(key, answer);
  if (answers.size > ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
  return answer;
}

import type { SearchAnswer } from '#shared/schemas/search';
import { searchPacks, type StoredSearchDoc } from './db/search.ts';
import { createSearchIndex, words } from './search-engine.ts';

// The search Lambda's index: filled from the packs at the cold start, then kept in step pack by
// pack. At most once a second a request checks the packs' versions (one small BatchGet) and
// waits for the packs that moved; requests meanwhile answer from the index as it is. A change is
// in the packs about a second after it is written (jobs/index-search), so it is found within 5 s.

export const CHECK_INTERVAL_MS = 1_000;

const index = createSearchIndex<StoredSearchDoc>();
const packs = searchPacks.view();
const members = new Map<number, Set<string>>();
let checkedAt = 0;
let loaded = false;
let syncing: Promise<void> | undefined;

async function sync() {
  let changed = false;
  await packs.sync((shard, docs) => {
    const ids = new Set(docs.map((d) => d._id));
    for (const id of members.get(shard) ?? []) if (!ids.has(id)) index.remove(id);
    for (const d of docs) index.add(d);
    members.set(shard, ids);
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

const entry = (d: StoredSearchDoc) => ({
  _id: d._id,
  name: d.name,
  cleanUrl: d.cleanUrl,
  brand: { name: d.brandName },
  ...(d.lotId ? { latestLot: { _id: d.lotId, ...(d.test ? { testResult: d.test } : {}) } } : {}),
  available: d.available,
});

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

// The product search engine: an in-memory index over product name, product line, strain
// and brand name. Case- and accent-insensitive; every query word must match a word of the product,
// exactly, as a prefix, or (words of 4 letters or more) with one typo: a letter missing, extra,
// changed, or two neighbours swapped. Exact matches rank first, then prefixes, then typos.
// No I/O here: the search Lambda fills it from the index packs and keeps it in step.

export interface SearchDoc {
  _id: string;
  name: string;
  productName?: string;
  strain?: string;
  brandName: string;
  available: boolean;
}

/** Lower case, accents dropped ('Café' → 'cafe'). */
export const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The words of a text, normalized. */
export const words = (s: string | undefined) =>
  s
    ? normalize(s)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
    : [];

/** Brands the spec leaves out of search: named 'unknown' (any case) or nothing. */
export const searchableBrand = (name: string | undefined) =>
  !!name && name.trim() !== '' && normalize(name.trim()) !== 'unknown';

const FUZZY_MIN = 4;
const EXACT = 100;
const PREFIX = 10;
const FUZZY = 1;

/** Every string one deletion away. */
function deletions(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
}

/** Optimal string alignment distance, stopped early: is it at most 1? */
function withinOne(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // one substitution, or one swap of neighbours
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // one insertion or deletion
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Name length, then the first 7 letters in alphabetical order, as one number (smaller ranks first). */
export function tieKey(name: string): number {
  const n = normalize(name);
  let key = Math.min(n.length, 255);
  for (let i = 0; i < 7; i++) key = key * 64 + Math.min(63, i < n.length ? Math.max(0, n.charCodeAt(i) - 32) : 0);
  return key;
}

/**
 * A document's terms as the index keeps them: each distinct word once, the name's first (flagged
 * as in the name), then those of the product line, strain and brand.
 */
export function termsOf(
  doc: SearchDoc,
  wordsOf: (text: string | undefined) => string[] = words,
): { term: string; inName: boolean }[] {
  const out: { term: string; inName: boolean }[] = [];
  for (const t of wordsOf(doc.name)) if (!out.some((x) => x.term === t)) out.push({ term: t, inName: true });
  for (const text of [doc.productName, doc.strain, doc.brandName])
    for (const t of wordsOf(text)) if (!out.some((x) => x.term === t)) out.push({ term: t, inName: false });
  return out;
}

/**
 * Documents already split into terms (a search pack, `#lib/search/store`), so a cold start copies
 * postings instead of running the word splitter over 100k names: `terms` is the pack's own term
 * list, and document `i` has `counts[i]` entries of `refs`, each `termIndex * 2 + inName`.
 */
export interface TokenizedDocs<D> {
  docs: readonly D[];
  terms: readonly string[];
  counts: Uint16Array;
  refs: Uint16Array | Uint32Array;
  ties: Float64Array;
}

/**
 * `D` carries whatever else the answer shows; the index reads only the SearchDoc fields.
 *
 * Products live in numbered slots and everything a query reads about a slot is in typed arrays
 * (no object per product besides `D`): ranking keys, availability, and the per-query stamps. A
 * term's postings hold `slot * 2 + inName`. A query stamps the slots that match each word in turn,
 * so its cost is the postings it reads, a few array reads each, and keeps only the best `limit` of
 * each list as it goes.
 */
export function createSearchIndex<D extends SearchDoc = SearchDoc>() {
  const slotOf = new Map<string, number>();
  /**
   * Slots filled by `addTokenized(…, true)` and not yet in `slotOf`: entering 100k fresh ids in a
   * Map is a twentieth of a second, so a cold start leaves it to the first change that looks one up.
   */
  let unmapped: number[] = [];
  let count = 0;
  const mapped = () => {
    if (unmapped.length) {
      for (const slot of unmapped) if (docs[slot]) slotOf.set(docs[slot]._id, slot);
      unmapped = [];
    }
    return slotOf;
  };
  const docs: (D | undefined)[] = [];
  const free: number[] = [];
  const termIds = new Map<string, number>();
  /** By term id: `slot * 2 + inName` of every product holding it. */
  const postings: number[][] = [];
  /** A term and each of its deletions → the ids of the terms they come from (typo lookups). */
  const variants = new Map<string, number[]>();
  /** Every term ever seen, sorted, for prefix lookups (terms left without products match nothing). */
  let sorted: string[] = [];
  let pending: string[] = [];
  // by slot: the ranking's tie-break (shorter names first, then by their first letters),
  // availability, and where its term codes sit in `held` (for its removal)
  let tie = new Float64Array(1024);
  let available = new Uint8Array(1024);
  let heldAt = new Uint32Array(1024);
  let heldCount = new Uint16Array(1024);
  /** Every slot's term codes (`termId * 2 + inName`), appended; a removed slot's become garbage, dropped on growth. */
  let held = new Uint32Array(8192);
  let heldEnd = 0;
  let heldLive = 0;
  // per-query scratch, by slot: which query and word a slot has reached, its score, its name hits
  let stamp = new Uint32Array(1024);
  let score = new Uint16Array(1024);
  let inName = new Uint8Array(1024);
  let candidates = new Uint32Array(1024);
  let base = 0;

  // catalogues repeat their strings (strains, brands, product lines): each is split once
  const split = new Map<string, string[]>();
  const ties = new Map<string, number>();
  const wordsOf = (text: string | undefined) => {
    if (!text) return [];
    let w = split.get(text);
    if (!w) {
      if (split.size > 200_000) split.clear();
      split.set(text, (w = words(text)));
    }
    return w;
  };
  const tieOf = (name: string) => {
    let key = ties.get(name);
    if (key === undefined) {
      if (ties.size > 200_000) ties.clear();
      ties.set(name, (key = tieKey(name)));
    }
    return key;
  };

  const addVariant = (key: string, id: number) => {
    const v = variants.get(key);
    if (!v) variants.set(key, [id]);
    else if (v[v.length - 1] !== id) v.push(id); // a term's own deletions can repeat ('aab': 'ab' twice)
  };

  const termId = (term: string) => {
    let id = termIds.get(term);
    if (id === undefined) {
      id = postings.length;
      termIds.set(term, id);
      postings.push([]);
      pending.push(term);
      if (term.length >= FUZZY_MIN - 1) {
        addVariant(term, id);
        if (term.length >= FUZZY_MIN) for (const d of deletions(term)) addVariant(d, id);
      }
    }
    return id;
  };

  const terms = () => {
    if (pending.length) {
      sorted = [...sorted, ...pending].sort();
      pending = [];
    }
    return sorted;
  };

  function grow(slot: number) {
    if (slot < tie.length) return;
    const size = Math.max(slot + 1, tie.length * 2);
    const copy = <A extends Float64Array | Uint8Array | Uint16Array | Uint32Array>(a: A, b: A) => (b.set(a), b);
    tie = copy(tie, new Float64Array(size));
    available = copy(available, new Uint8Array(size));
    heldAt = copy(heldAt, new Uint32Array(size));
    heldCount = copy(heldCount, new Uint16Array(size));
    stamp = new Uint32Array(size);
    score = new Uint16Array(size);
    inName = new Uint8Array(size);
    candidates = new Uint32Array(size);
    base = 0;
  }

  /** Room for `n` more term codes, compacting away removed slots' codes when they are most of it. */
  function reserve(n: number) {
    if (heldEnd + n <= held.length) return;
    const next = new Uint32Array(Math.max(held.length, (heldLive + n) * 2));
    if (heldLive === heldEnd) {
      // nothing removed since the last growth: a plain copy
      next.set(held);
      held = next;
      return;
    }
    let end = 0;
    for (let slot = 0; slot < docs.length; slot++) {
      if (!docs[slot]) continue;
      next.set(held.subarray(heldAt[slot]!, heldAt[slot]! + heldCount[slot]!), end);
      heldAt[slot] = end;
      end += heldCount[slot]!;
    }
    held = next;
    heldEnd = end;
  }

  function remove(id: string) {
    const slot = mapped().get(id);
    if (slot === undefined) return;
    // removals are rare (an unchanged product is never removed and re-added), so a search will do
    for (let i = heldAt[slot]!, end = i + heldCount[slot]!; i < end; i++) {
      const p = postings[held[i]! >>> 1]!;
      const at = p.indexOf(slot * 2 + (held[i]! & 1));
      if (at >= 0) {
        p[at] = p[p.length - 1]!;
        p.pop();
      }
    }
    heldLive -= heldCount[slot]!;
    heldCount[slot] = 0;
    slotOf.delete(id);
    count--;
    docs[slot] = undefined;
    free.push(slot);
  }

  const same = (a: SearchDoc, b: SearchDoc) =>
    a.name === b.name &&
    a.productName === b.productName &&
    a.strain === b.strain &&
    a.brandName === b.brandName &&
    a.available === b.available;

  /**
   * Takes a slot for `doc` (whose term codes follow) unless it matches as it already does; `fresh`:
   * the caller knows it is not in the index.
   */
  function place(doc: D, key: number, codes: number, fresh = false): number | undefined {
    const old = fresh ? undefined : mapped().get(doc._id);
    if (old !== undefined) {
      if (same(docs[old]!, doc)) {
        // what it matches on is unchanged: only what it shows is replaced
        docs[old] = doc;
        return undefined;
      }
      remove(doc._id);
    }
    const slot = free.pop() ?? docs.length;
    grow(slot);
    reserve(codes);
    docs[slot] = doc;
    if (fresh) unmapped.push(slot);
    else slotOf.set(doc._id, slot);
    count++;
    tie[slot] = key;
    available[slot] = doc.available ? 1 : 0;
    heldAt[slot] = heldEnd;
    heldCount[slot] = codes;
    heldLive += codes;
    return slot;
  }

  const post = (slot: number, id: number, named: boolean) => {
    const code = id * 2 + (named ? 1 : 0);
    held[heldEnd++] = code;
    postings[id]!.push(slot * 2 + (named ? 1 : 0));
  };

  function add(doc: D) {
    const ts = termsOf(doc, wordsOf);
    const slot = place(doc, tieOf(doc.name), ts.length);
    if (slot !== undefined) for (const t of ts) post(slot, termId(t.term), t.inName);
  }

  /**
   * Documents with their terms already found (a pack): the same as `add` for each, without
   * splitting words. `fresh`: none of them is in the index yet (a pack applied for the first time),
   * so none is looked up.
   */
  function addTokenized({ docs: batch, terms: local, counts, refs, ties: keys }: TokenizedDocs<D>, fresh = false) {
    const ids = local.map(termId);
    let r = 0;
    for (let i = 0; i < batch.length; i++) {
      const n = counts[i]!;
      const slot = place(batch[i]!, keys[i]!, n, fresh);
      if (slot !== undefined) for (let k = r; k < r + n; k++) post(slot, ids[refs[k]! >>> 1]!, (refs[k]! & 1) === 1);
      r += n;
    }
  }

  /** The terms a query word matches (ids), best class first. */
  function termMatches(q: string): [number, number][] {
    const found = new Map<number, number>();
    const list = terms();
    // prefixes (the word itself included): a binary search to the first term ≥ q, then along
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]! < q) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < list.length && list[i]!.startsWith(q); i++)
      found.set(termIds.get(list[i]!)!, list[i] === q ? EXACT : PREFIX);
    if (q.length >= FUZZY_MIN) {
      for (const key of [q, ...deletions(q)])
        for (const id of variants.get(key) ?? [])
          if (!found.has(id) && withinOne(q, termName(id))) found.set(id, FUZZY);
    }
    return [...found].sort((a, b) => b[1] - a[1]);
  }
  const names: string[] = [];
  const termName = (id: number) => {
    if (names.length !== postings.length) for (const [t, i] of termIds) names[i] = t;
    return names[id]!;
  };

  /** Ranking: score, then query words in the name, then the shorter name and its first letters, then the id. */
  const better = (a: number, b: number) =>
    score[a]! - score[b]! || inName[a]! - inName[b]! || tie[b]! - tie[a]! || (docs[a]!._id < docs[b]!._id ? 1 : -1);

  /** Keeps the best `limit` slots, best first. */
  function keep(top: number[], slot: number, limit: number) {
    if (top.length === limit && better(slot, top[limit - 1]!) <= 0) return;
    let i = top.length;
    top.push(slot);
    while (i > 0 && better(slot, top[i - 1]!) > 0) {
      top[i] = top[i - 1]!;
      i--;
    }
    top[i] = slot;
    if (top.length > limit) top.pop();
  }

  /**
   * Products matching every word of the query, best first, split by availability, at most
   * `limit` of each.
   */
  function search(query: string, limit: number): { available: D[]; unavailable: D[] } {
    const qs = [...new Set(words(query))];
    if (qs.length === 0 || limit < 1) return { available: [], unavailable: [] };
    const perWord = qs.map(termMatches).map((ts) => ({ ts, size: ts.reduce((n, [t]) => n + postings[t]!.length, 0) }));
    // the rarest word first: later words only look at slots still in the running
    perWord.sort((a, b) => a.size - b.size);
    if (base + qs.length + 1 >= 0xffffffff) {
      stamp.fill(0);
      base = 0;
    }
    const start = base + 1;
    base += qs.length + 1;
    let found = 0;
    for (const [t, cls] of perWord[0]!.ts) {
      const p = postings[t]!;
      for (let i = 0; i < p.length; i++) {
        const code = p[i]!;
        const slot = code >>> 1;
        if (stamp[slot]! >= start) continue; // matched this word through a better term
        candidates[found++] = slot;
        stamp[slot] = start + 1;
        score[slot] = cls;
        inName[slot] = code & 1;
      }
    }
    for (let w = 1; w < perWord.length; w++) {
      const reached = start + w; // the mark of a slot that matched every word before this one
      for (const [t, cls] of perWord[w]!.ts) {
        const p = postings[t]!;
        for (let i = 0; i < p.length; i++) {
          const code = p[i]!;
          const slot = code >>> 1;
          if (stamp[slot] !== reached) continue; // done for this word, or out
          stamp[slot] = reached + 1;
          score[slot]! += cls;
          inName[slot]! += code & 1;
        }
      }
    }
    const done = start + qs.length;
    const yes: number[] = [];
    const no: number[] = [];
    for (let i = 0; i < found; i++) {
      const slot = candidates[i]!;
      if (stamp[slot] === done) keep(available[slot] ? yes : no, slot, limit);
    }
    return { available: yes.map((s) => docs[s]!), unavailable: no.map((s) => docs[s]!) };
  }

  return {
    add,
    addTokenized,
    remove,
    search,
    get size() {
      return count;
    },
  };
}

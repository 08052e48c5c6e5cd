// The product search engine (issue 5): an in-memory index over product name, product line, strain
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
export const normalize = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

/** The words of a text, normalized. */
export const words = (s: string | undefined) => (s ? normalize(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean) : []);

/** Brands the spec leaves out of search: named 'unknown' (any case) or nothing. */
export const searchableBrand = (name: string | undefined) => !!name && name.trim() !== '' && normalize(name.trim()) !== 'unknown';

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
function tieKey(name: string): number {
  const n = normalize(name);
  let key = Math.min(n.length, 255);
  for (let i = 0; i < 7; i++) key = key * 64 + Math.min(63, i < n.length ? Math.max(0, n.charCodeAt(i) - 32) : 0);
  return key;
}

interface Entry<D> {
  doc: D;
  slot: number;
  /** Its terms, each with whether it is a word of the name. */
  terms: [string, boolean][];
}

/**
 * `D` carries whatever else the answer shows; the index reads only the SearchDoc fields.
 *
 * Products live in numbered slots; a term's postings hold `slot * 2 + inName`. A query stamps the
 * slots that match each word in turn in reused typed arrays (no per-query maps), so its cost is
 * the postings it reads, and keeps only the best `limit` of each list as it goes.
 */
export function createSearchIndex<D extends SearchDoc = SearchDoc>() {
  const entries = new Map<string, Entry<D>>();
  const bySlot: (Entry<D> | undefined)[] = [];
  const free: number[] = [];
  const postings = new Map<string, number[]>();
  /** A term and each of its deletions → the terms they come from (typo lookups). */
  const variants = new Map<string, Set<string>>();
  /** Every term ever seen, sorted, for prefix lookups (terms left without products match nothing). */
  let sorted: string[] = [];
  let pending: string[] = [];
  // per-query scratch, by slot: which query and word a slot has reached, its score, its name hits
  let stamp = new Uint32Array(1024);
  let score = new Uint16Array(1024);
  let inName = new Uint8Array(1024);
  /** Per slot, the tie-break as one number: shorter names first, then by their first letters. */
  let tie = new Float64Array(1024);
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

  const addVariant = (key: string, term: string) => {
    let v = variants.get(key);
    if (!v) variants.set(key, (v = new Set()));
    v.add(term);
  };

  const addTerm = (term: string) => {
    pending.push(term);
    if (term.length >= FUZZY_MIN - 1) {
      addVariant(term, term);
      if (term.length >= FUZZY_MIN) for (const d of deletions(term)) addVariant(d, term);
    }
  };

  const terms = () => {
    if (pending.length) {
      sorted = [...sorted, ...pending].sort();
      pending = [];
    }
    return sorted;
  };

  function remove(id: string) {
    const e = entries.get(id);
    if (!e) return;
    // removals are rare (an unchanged product is never removed and re-added), so a filter will do
    for (const [t, named] of e.terms) {
      const p = postings.get(t);
      const code = e.slot * 2 + (named ? 1 : 0);
      if (p) {
        const at = p.indexOf(code);
        if (at >= 0) {
          p[at] = p[p.length - 1]!;
          p.pop();
        }
      }
    }
    entries.delete(id);
    bySlot[e.slot] = undefined;
    free.push(e.slot);
  }

  const same = (a: SearchDoc, b: SearchDoc) =>
    a.name === b.name && a.productName === b.productName && a.strain === b.strain && a.brandName === b.brandName && a.available === b.available;

  function add(doc: D) {
    const old = entries.get(doc._id);
    if (old && same(old.doc, doc)) {
      // what it matches on is unchanged: only what it shows is replaced
      old.doc = doc;
      return;
    }
    remove(doc._id);
    const slot = free.pop() ?? bySlot.length;
    // a product has a handful of words: arrays beat sets here, at 100k products per cold start
    const terms: [string, boolean][] = [];
    for (const t of wordsOf(doc.name)) if (!terms.some(([x]) => x === t)) terms.push([t, true]);
    for (const text of [doc.productName, doc.strain, doc.brandName])
      for (const t of wordsOf(text)) if (!terms.some(([x]) => x === t)) terms.push([t, false]);
    const entry: Entry<D> = { doc, slot, terms };
    for (const [t, n] of terms) {
      let p = postings.get(t);
      if (!p) {
        postings.set(t, (p = []));
        addTerm(t);
      }
      p.push(slot * 2 + (n ? 1 : 0));
    }
    entries.set(doc._id, entry);
    bySlot[slot] = entry;
    if (slot >= stamp.length) {
      const size = Math.max(slot + 1, stamp.length * 2);
      stamp = new Uint32Array(size);
      score = new Uint16Array(size);
      inName = new Uint8Array(size);
      const t = new Float64Array(size);
      t.set(tie);
      tie = t;
      base = 0;
    }
    let key = ties.get(doc.name);
    if (key === undefined) {
      if (ties.size > 200_000) ties.clear();
      ties.set(doc.name, (key = tieKey(doc.name)));
    }
    tie[slot] = key;
  }

  /** The terms a query word matches, best class first. */
  function termMatches(q: string): [string, number][] {
    const found = new Map<string, number>();
    const list = terms();
    // prefixes (the word itself included): a binary search to the first term ≥ q, then along
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]! < q) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < list.length && list[i]!.startsWith(q); i++) found.set(list[i]!, list[i] === q ? EXACT : PREFIX);
    if (q.length >= FUZZY_MIN) {
      for (const key of [q, ...deletions(q)])
        for (const t of variants.get(key) ?? []) if (!found.has(t) && withinOne(q, t)) found.set(t, FUZZY);
    }
    return [...found].sort((a, b) => b[1] - a[1]);
  }

  /** Ranking: score, then query words in the name, then the shorter name and its first letters, then the id. */
  const better = (a: Entry<D>, b: Entry<D>) =>
    score[a.slot]! - score[b.slot]! || inName[a.slot]! - inName[b.slot]! || tie[b.slot]! - tie[a.slot]! || (a.doc._id < b.doc._id ? 1 : -1);

  /** Keeps the best `limit` entries, best first. */
  function keep(top: Entry<D>[], e: Entry<D>, limit: number) {
    if (top.length === limit && better(e, top[limit - 1]!) <= 0) return;
    let i = top.length;
    top.push(e);
    while (i > 0 && better(e, top[i - 1]!) > 0) {
      top[i] = top[i - 1]!;
      i--;
    }
    top[i] = e;
    if (top.length > limit) top.pop();
  }

  /**
   * Products matching every word of the query, best first, split by availability, at most
   * `limit` of each.
   */
  function search(query: string, limit: number): { available: D[]; unavailable: D[] } {
    const qs = [...new Set(words(query))];
    if (qs.length === 0 || limit < 1) return { available: [], unavailable: [] };
    const perWord = qs.map(termMatches).map((ts) => ({ ts, size: ts.reduce((n, [t]) => n + (postings.get(t)?.length ?? 0), 0) }));
    // the rarest word first: later words only look at slots still in the running
    perWord.sort((a, b) => a.size - b.size);
    if (base + qs.length + 1 >= 0xffffffff) {
      stamp.fill(0);
      base = 0;
    }
    const start = base + 1;
    base += qs.length + 1;
    const first: number[] = [];
    perWord.forEach(({ ts }, w) => {
      const reached = start + w; // the mark of a slot that matched every word before this one
      for (const [t, cls] of ts)
        for (const code of postings.get(t) ?? []) {
          const slot = code >>> 1;
          if (w === 0 ? stamp[slot]! >= start : stamp[slot] !== reached) continue; // done for this word, or out
          if (w === 0) {
            first.push(slot);
            score[slot] = 0;
            inName[slot] = 0;
          }
          stamp[slot] = reached + 1;
          score[slot]! += cls;
          inName[slot]! += code & 1;
        }
    });
    const done = start + qs.length;
    const available: Entry<D>[] = [];
    const unavailable: Entry<D>[] = [];
    for (const slot of first) {
      if (stamp[slot] !== done) continue;
      const e = bySlot[slot]!;
      keep(e.doc.available ? available : unavailable, e, limit);
    }
    return { available: available.map((e) => e.doc), unavailable: unavailable.map((e) => e.doc) };
  }

  return { add, remove, search, get size() { return entries.size; } };
}

export type SearchIndex<D extends SearchDoc = SearchDoc> = ReturnType<typeof createSearchIndex<D>>;

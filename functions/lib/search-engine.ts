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

interface Entry<D> {
  doc: D;
  terms: string[];
  nameTerms: Set<string>;
}

/** `D` carries whatever else the answer shows; the index reads only the SearchDoc fields. */
export function createSearchIndex<D extends SearchDoc = SearchDoc>() {
  const entries = new Map<string, Entry<D>>();
  const postings = new Map<string, Set<string>>();
  /** A term and each of its deletions → the terms they come from (typo lookups). */
  const variants = new Map<string, Set<string>>();
  /** Every term ever seen, sorted, for prefix lookups (terms left without documents match nothing). */
  let sorted: string[] = [];
  let pending: string[] = [];

  const addVariant = (key: string, term: string) => {
    let s = variants.get(key);
    if (!s) variants.set(key, (s = new Set()));
    s.add(term);
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
    for (const t of e.terms) postings.get(t)?.delete(id);
    entries.delete(id);
  }

  function add(doc: D) {
    remove(doc._id);
    const nameTerms = new Set(words(doc.name));
    const all = new Set([...nameTerms, ...words(doc.productName), ...words(doc.strain), ...words(doc.brandName)]);
    for (const t of all) {
      let p = postings.get(t);
      if (!p) {
        postings.set(t, (p = new Set()));
        addTerm(t);
      }
      p.add(doc._id);
    }
    entries.set(doc._id, { doc, terms: [...all], nameTerms });
  }

  /** The terms a query word matches, each with how well. */
  function termMatches(q: string): Map<string, number> {
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
    return found;
  }

  /**
   * Products matching every word of the query, best first, split by availability, at most
   * `limit` of each.
   */
  function search(query: string, limit: number): { available: D[]; unavailable: D[] } {
    const qs = [...new Set(words(query))];
    if (qs.length === 0) return { available: [], unavailable: [] };
    // per word: each matching product and the best class it reaches
    const perWord = qs.map((q) => {
      const docs = new Map<string, number>();
      for (const [t, score] of termMatches(q))
        for (const id of postings.get(t) ?? []) if ((docs.get(id) ?? 0) < score) docs.set(id, score);
      return docs;
    });
    perWord.sort((a, b) => a.size - b.size);
    const scored: { e: Entry<D>; score: number; inName: number }[] = [];
    for (const [id, first] of perWord[0]!) {
      let score = first;
      let all = true;
      for (let i = 1; i < perWord.length && all; i++) {
        const s = perWord[i]!.get(id);
        if (s === undefined) all = false;
        else score += s;
      }
      if (!all) continue;
      const e = entries.get(id)!;
      const inName = qs.filter((q) => [...e.nameTerms].some((t) => t.startsWith(q))).length;
      scored.push({ e, score, inName });
    }
    scored.sort((a, b) => b.score - a.score || b.inName - a.inName || a.e.doc.name.length - b.e.doc.name.length || a.e.doc.name.localeCompare(b.e.doc.name) || (a.e.doc._id < b.e.doc._id ? -1 : 1));
    const available: D[] = [];
    const unavailable: D[] = [];
    for (const { e } of scored) {
      const list = e.doc.available ? available : unavailable;
      if (list.length < limit) list.push(e.doc);
      if (available.length >= limit && unavailable.length >= limit) break;
    }
    return { available, unavailable };
  }

  return { add, remove, search, get size() { return entries.size; } };
}

export type SearchIndex<D extends SearchDoc = SearchDoc> = ReturnType<typeof createSearchIndex<D>>;

import { gunzipSync, gzipSync } from 'node:zlib';
import { PRODUCT_CATEGORIES } from '#shared/constants';
import type { StampSummary } from '#shared/schemas/stamp';
import { termsOf, tieKey, type SearchDoc, type TokenizedDocs } from './engine.ts';
import { packStore } from '#lib/table/packs';

// The search index in the table: every searchable product as a document in 128 versioned packs
// (SEARCHPACK#<n>), read whole at a cold start and pack by pack as they change. A cold start's
// time went to parsing JSON and splitting names into words, so a pack is binary and carries the
// work already done: each document's terms (as indexes into the pack's own string table) and its
// tie-break key sit in typed arrays the index copies, the pack's distinct strings are one JSON
// array, and the test figures are integers. What only an answer shows (link, lot, test) stays in
// the pack, unparsed, until a search returns one of its products.

/** What the index keeps per product: what it matches on, and what an answer shows. */
export interface StoredSearchDoc extends SearchDoc {
  cleanUrl: string;
  /** What the search cards say the product is. */
  productCategory?: (typeof PRODUCT_CATEGORIES)[number];
  lotId?: string;
  test?: StampSummary;
}

const FIGURES = [
  'thcTotal',
  'cbdTotal',
  'cbg',
  'cbn',
  'cbc',
  'thcV',
  'myrcene',
  'alphaPinene',
  'betaPinene',
  'caryophyllene',
  'humulene',
  'limonene',
  'linalool',
  'ocimene',
  'terpinolene',
  // last: packs written before it have one figure fewer per document and read it as absent
  'd8Thc',
] as const;

/**
 * Words a product with delta-8 THC is found by besides its names ('delta 8', 'delta-8', 'd8',
 * 'Δ8'), kept with its terms as any name word is (docs/cannastamp.md).
 */
export const D8_TERMS = ['delta', '8', 'delta8', 'd8', 'δ8'] as const;
const termsWithD8 = (d: StoredSearchDoc) => {
  const terms = termsOf(d);
  if (d.test?.d8Thc)
    for (const term of D8_TERMS) if (!terms.some((t) => t.term === term)) terms.push({ term, inName: false });
  return terms;
};

const r3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The first byte of an unzipped pack in this format; the first format's JSON rows start with '['.
 * Format 3 added a byte per document for its category after the flags; format 2 packs still load,
 * their products without a category until the worker or a rebuild writes their pack again.
 */
const FORMAT = 3;
const WITHOUT_CATEGORY = 2;
const HEADER = 32;
// per document flags
const AVAILABLE = 1,
  PRODUCT_NAME = 2,
  STRAIN = 4,
  LOT = 8,
  TEST = 16,
  OWN_URL = 32,
  LOT_URL = 64,
  TEST_STRAIN = 128;
// how the figures are kept: thousandths as integers (what r3 keeps), or as doubles when one does not fit
const THOUSANDTHS = 1,
  DOUBLES = 2;

/**
 * What answers show of a pack's documents (figures, then links, lots and tests as JSON), zipped on
 * its own inside the pack: a cold start neither unzips nor parses it, the first answer that needs
 * one of the pack's products does.
 */
interface PackShown {
  zipped: Uint8Array;
  figureCount: number;
  /** Figures per document with a test: FIGURES.length, or fewer in a pack written before a figure was added. */
  perDoc: number;
  mode: number;
  flags: Uint8Array;
  /** Per document, 1 + its category's index in PRODUCT_CATEGORIES, 0 for none (and absent in a format 2 pack). */
  categories?: Uint8Array;
  open?: { strings: string[]; figures: Int32Array | Float64Array };
}

/** A document as the search Lambda holds it: what it matches on, and where the rest waits in its pack. */
export interface LoadedSearchDoc extends SearchDoc {
  pack: PackShown;
  /** Its flags, first shown string and first figure in the pack. */
  at: number;
  str: number;
  fig: number;
}

const align = (n: number, to: number) => Math.ceil(n / to) * to;

/**
 * Where each section of a pack starts: header, flags, term counts, fields (string table indexes
 * of id, name, product line, strain, brand), tie keys, term refs, the string table (JSON) and the
 * zipped shown part. Indexes take 16 bits unless the pack's table is too long for them.
 */
function layout(n: number, refs: number, wide: boolean, tableBytes: number, categories = true) {
  const w = wide ? 4 : 2;
  const counts = align(HEADER + n + (categories ? n : 0), 2);
  const fields = align(counts + n * 2, 4);
  const ties = align(fields + n * 5 * w, 8);
  const refsAt = ties + n * 8;
  const table = refsAt + refs * w;
  return { counts, fields, ties, refs: refsAt, table, shown: table + tableBytes };
}

/** A pack's documents in the binary format, unzipped. */
function packBytes(docs: readonly StoredSearchDoc[]): Uint8Array {
  const n = docs.length;
  // one table of the pack's distinct strings, terms first: brands, strains and lines repeat
  const tableIndex = new Map<string, number>();
  const table: string[] = [];
  const ref = (v: string) => {
    let at = tableIndex.get(v);
    if (at === undefined) tableIndex.set(v, (at = table.push(v) - 1));
    return at;
  };
  const ts = docs.map(termsWithD8);
  for (const t of ts) for (const { term } of t) ref(term);
  const termCount = table.length;
  const fields: number[] = [];
  const flags = new Uint8Array(n);
  const categories = new Uint8Array(n);
  const counts = new Uint16Array(n);
  const ties = new Float64Array(n);
  const refs: number[] = [];
  const figures: number[] = [];
  const shown: string[] = [];
  docs.forEach((d, i) => {
    if (ts[i]!.length > 0xffff) throw new Error(`product ${d._id} has more words than a pack can hold`);
    counts[i] = ts[i]!.length;
    for (const { term, inName } of ts[i]!) refs.push(ref(term) * 2 + (inName ? 1 : 0));
    // a missing field is -1, stored as the index type's largest value
    fields.push(
      ref(d._id),
      ref(d.name),
      d.productName !== undefined ? ref(d.productName) : -1,
      d.strain !== undefined ? ref(d.strain) : -1,
      ref(d.brandName),
    );
    ties[i] = tieKey(d.name);
    categories[i] = d.productCategory ? PRODUCT_CATEGORIES.indexOf(d.productCategory) + 1 : 0;
    const t = d.test;
    // the usual product links are rebuilt from the ids rather than stored again
    const url =
      d.cleanUrl === `/product/${d._id}`
        ? 0
        : d.lotId && d.cleanUrl === `/product/${d._id}/${d.lotId}`
          ? LOT_URL
          : OWN_URL;
    flags[i] =
      (d.available ? AVAILABLE : 0) |
      (d.productName !== undefined ? PRODUCT_NAME : 0) |
      (d.strain !== undefined ? STRAIN : 0) |
      (d.lotId !== undefined ? LOT : 0) |
      (t ? TEST : 0) |
      url |
      (t && t.strain !== d.strain ? TEST_STRAIN : 0);
    if (url === OWN_URL) shown.push(d.cleanUrl);
    if (d.lotId !== undefined) shown.push(d.lotId);
    if (t) {
      shown.push(t._id);
      if (t.strain !== d.strain) shown.push(t.strain);
      for (const k of FIGURES) figures.push(r3(t[k] ?? 0));
    }
  });
  const wide = table.length * 2 + 1 >= 0xffff;
  const Index = wide ? Uint32Array : Uint16Array;
  const mode = figures.every((v) => Math.abs(v) < 2e6) ? THOUSANDTHS : DOUBLES;
  const shownJson = Buffer.from(JSON.stringify(shown));
  const figureBytes = figures.length * (mode === THOUSANDTHS ? 4 : 8);
  const lazy = new Uint8Array(align(figureBytes, 8) + shownJson.length);
  if (mode === THOUSANDTHS)
    new Int32Array(lazy.buffer, 0, figures.length).set(figures.map((v) => Math.round(v * 1000)));
  else new Float64Array(lazy.buffer, 0, figures.length).set(figures);
  lazy.set(shownJson, align(figureBytes, 8));
  const zipped = gzipSync(lazy);
  const tableJson = Buffer.from(JSON.stringify(table));
  const at = layout(n, refs.length, wide, tableJson.length);
  const out = new Uint8Array(at.shown + zipped.length);
  const head = new DataView(out.buffer);
  head.setUint8(0, FORMAT);
  head.setUint8(1, mode);
  head.setUint8(2, wide ? 1 : 0);
  [n, termCount, refs.length, figures.length, tableJson.length, zipped.length].forEach((v, i) =>
    head.setUint32(4 + i * 4, v, true),
  );
  out.set(flags, HEADER);
  out.set(categories, HEADER + n);
  new Uint16Array(out.buffer, at.counts, n).set(counts);
  new Index(out.buffer, at.fields, n * 5).set(fields);
  new Float64Array(out.buffer, at.ties, n).set(ties);
  new Index(out.buffer, at.refs, refs.length).set(refs);
  out.set(tableJson, at.table);
  out.set(zipped, at.shown);
  return out;
}

/** The first format: JSON rows without keys. Read so that packs written before the change still load. */
type LegacyRow = [
  string,
  string,
  string | 0,
  string | 0,
  string,
  string | 0 | 1,
  0 | 1,
  string | 0,
  string | 0,
  string | 0,
  ...number[],
];
function fromLegacyRow(r: LegacyRow): StoredSearchDoc {
  const [_id, name, productName, strain, brandName, url, available, lotId, testId, testStrain, ...figures] = r;
  const doc: StoredSearchDoc = {
    _id,
    name,
    brandName,
    available: available === 1,
    cleanUrl: url === 0 ? `/product/${_id}` : url === 1 ? `/product/${_id}/${lotId}` : url,
  };
  if (productName !== 0) doc.productName = productName;
  if (strain !== 0) doc.strain = strain;
  if (lotId !== 0) doc.lotId = lotId;
  if (testId !== 0) {
    const test = { _id: testId, strain: testStrain === 0 ? (strain === 0 ? '' : strain) : testStrain } as StampSummary;
    FIGURES.forEach((k, i) => {
      if (figures[i] !== undefined) test[k] = figures[i];
    });
    doc.test = test;
  }
  return doc;
}

function unpack(raw: Uint8Array): TokenizedDocs<LoadedSearchDoc> {
  if (raw[0] !== FORMAT && raw[0] !== WITHOUT_CATEGORY)
    return unpack(
      packBytes(
        (JSON.parse(Buffer.from(raw.buffer, raw.byteOffset, raw.length).toString('utf8')) as LegacyRow[]).map(
          fromLegacyRow,
        ),
      ),
    );
  // the typed arrays below need the pack at an aligned start: zlib's output is, else one copy
  const buf = (
    raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength ? raw.buffer : raw.slice().buffer
  ) as ArrayBuffer;
  const head = new DataView(buf);
  const wide = head.getUint8(2) === 1;
  const Index = wide ? Uint32Array : Uint16Array;
  const none = wide ? 0xffffffff : 0xffff;
  const [n, termCount, refCount, figureCount, tableBytes, zippedBytes] = [0, 1, 2, 3, 4, 5].map((i) =>
    head.getUint32(4 + i * 4, true),
  ) as [number, number, number, number, number, number];
  const withCategory = raw[0] === FORMAT;
  const at = layout(n, refCount, wide, tableBytes, withCategory);
  const table = JSON.parse(Buffer.from(buf, at.table, tableBytes).toString('utf8')) as string[];
  const fields = new Index(buf, at.fields, n * 5);
  const flags = new Uint8Array(buf, HEADER, n);
  let tested = 0;
  for (let i = 0; i < n; i++) if (flags[i]! & TEST) tested++;
  const shown: PackShown = {
    zipped: new Uint8Array(buf, at.shown, zippedBytes),
    figureCount,
    perDoc: tested ? figureCount / tested : FIGURES.length,
    mode: head.getUint8(1),
    flags,
    ...(withCategory ? { categories: new Uint8Array(buf, HEADER + n, n) } : {}),
  };
  const docs: LoadedSearchDoc[] = new Array(n);
  let s = 0;
  let f = 0;
  for (let i = 0; i < n; i++) {
    const fl = flags[i]!;
    const productName = fields[i * 5 + 2]!;
    const strain = fields[i * 5 + 3]!;
    // every document gets the same fields, so the index sees one shape
    docs[i] = {
      _id: table[fields[i * 5]!]!,
      name: table[fields[i * 5 + 1]!]!,
      productName: productName === none ? undefined : table[productName],
      strain: strain === none ? undefined : table[strain],
      brandName: table[fields[i * 5 + 4]!]!,
      available: (fl & AVAILABLE) !== 0,
      pack: shown,
      at: i,
      str: s,
      fig: fl & TEST ? f : -1,
    };
    s += (fl & OWN_URL ? 1 : 0) + (fl & LOT ? 1 : 0) + (fl & TEST ? 1 + (fl & TEST_STRAIN ? 1 : 0) : 0);
    if (fl & TEST) f += shown.perDoc;
  }
  return {
    docs,
    terms: table.slice(0, termCount),
    counts: new Uint16Array(buf, at.counts, n),
    refs: new Index(buf, at.refs, refCount),
    ties: new Float64Array(buf, at.ties, n),
  };
}

/** A pack as the search Lambda loads it: documents with their terms, the rest left zipped. */
export const decodeSearchPack = (bytes: Uint8Array) => unpack(gunzipSync(bytes));

/** The shown part of a pack, unzipped and parsed once. */
function opened(pack: PackShown) {
  if (!pack.open) {
    const lazy = gunzipSync(pack.zipped);
    const buf = lazy.buffer.slice(lazy.byteOffset, lazy.byteOffset + lazy.length);
    const figureBytes = pack.figureCount * (pack.mode === THOUSANDTHS ? 4 : 8);
    pack.open = {
      figures:
        pack.mode === THOUSANDTHS
          ? new Int32Array(buf, 0, pack.figureCount)
          : new Float64Array(buf, 0, pack.figureCount),
      strings: JSON.parse(Buffer.from(buf, align(figureBytes, 8)).toString('utf8')) as string[],
    };
  }
  return pack.open;
}

/** What an answer shows of a loaded document: its link, lot and test, read from its pack. */
export function shownOf(d: LoadedSearchDoc): Pick<StoredSearchDoc, 'cleanUrl' | 'lotId' | 'test' | 'productCategory'> {
  const { strings, figures } = opened(d.pack);
  const scale = d.pack.mode === THOUSANDTHS ? 1000 : 1;
  const fl = d.pack.flags[d.at]!;
  let s = d.str;
  const own = fl & OWN_URL ? strings[s++]! : undefined;
  const lotId = fl & LOT ? strings[s++]! : undefined;
  const out: Pick<StoredSearchDoc, 'cleanUrl' | 'lotId' | 'test' | 'productCategory'> = {
    cleanUrl: own ?? (fl & LOT_URL ? `/product/${d._id}/${lotId}` : `/product/${d._id}`),
  };
  const category = PRODUCT_CATEGORIES[(d.pack.categories?.[d.at] ?? 0) - 1];
  if (category) out.productCategory = category;
  if (lotId !== undefined) out.lotId = lotId;
  if (fl & TEST) {
    const test = { _id: strings[s++]!, strain: fl & TEST_STRAIN ? strings[s++]! : d.strain! } as StampSummary;
    FIGURES.slice(0, d.pack.perDoc).forEach((k, i) => (test[k] = figures[d.fig + i]! / scale));
    // an optional figure the lab did not report stays absent, as the summary leaves it
    if (!test.d8Thc) delete test.d8Thc;
    out.test = test;
  }
  return out;
}

/** A loaded document in full, as the stream worker keeps and writes it back. */
function stored(d: LoadedSearchDoc): StoredSearchDoc {
  const doc: StoredSearchDoc = {
    _id: d._id,
    name: d.name,
    brandName: d.brandName,
    available: d.available,
    cleanUrl: '',
  };
  if (d.productName !== undefined) doc.productName = d.productName;
  if (d.strain !== undefined) doc.strain = d.strain;
  return Object.assign(doc, shownOf(d));
}

/** How a pack's documents are written and read (exported for its round-trip test). */
export const searchPackCodec = () => ({
  encode: (docs: readonly StoredSearchDoc[]) => gzipSync(packBytes(docs)),
  decode: (bytes: Uint8Array) => decodeSearchPack(bytes).docs.map(stored),
});

export const searchPacks = packStore<StoredSearchDoc>({
  prefix: 'SEARCHPACK',
  attribute: 'rows',
  shards: 128,
  idOf: (d) => d._id,
  ...searchPackCodec(),
});

import { gunzipSync, gzipSync } from 'node:zlib';
import type { StampSummary } from '#shared/schemas/stamp';
import type { SearchDoc } from '../search-engine.ts';
import { packStore } from './packs.ts';

// The search index in the table: every searchable product as a document in 128 versioned packs
// (SEARCHPACK#<n>), read whole at a cold start and pack by pack as they change. Documents are
// gzipped JSON rows without keys (about 55 bytes a product compressed; 100k products about
// 5.5 MB), because a cold start's time goes to parsing them.

/** What the index keeps per product: what it matches on, and what an answer shows. */
export interface StoredSearchDoc extends SearchDoc {
  cleanUrl: string;
  lotId?: string;
  test?: StampSummary;
}

const FIGURES = ['thcTotal', 'cbdTotal', 'cbg', 'cbn', 'cbc', 'thcV', 'myrcene', 'alphaPinene', 'betaPinene', 'caryophyllene', 'humulene', 'limonene', 'linalool', 'ocimene', 'terpinolene'] as const;
type Row = [string, string, string | 0, string | 0, string, string | 0 | 1, 0 | 1, string | 0, string | 0, string | 0, ...number[]];

const r3 = (n: number) => Math.round(n * 1000) / 1000;

function toRow(d: StoredSearchDoc): Row {
  // the usual product links are rebuilt from the ids rather than stored again
  const url = d.cleanUrl === `/product/${d._id}` ? 0 : d.lotId && d.cleanUrl === `/product/${d._id}/${d.lotId}` ? 1 : d.cleanUrl;
  const t = d.test;
  return [
    d._id, d.name, d.productName ?? 0, d.strain ?? 0, d.brandName, url, d.available ? 1 : 0, d.lotId ?? 0,
    t?._id ?? 0, t ? (t.strain === d.strain ? 0 : t.strain) : 0, ...(t ? FIGURES.map((k) => r3(t[k])) : []),
  ];
}

function fromRow(r: Row): StoredSearchDoc {
  const [_id, name, productName, strain, brandName, url, available, lotId, testId, testStrain, ...figures] = r;
  const doc: StoredSearchDoc = {
    _id, name, brandName, available: available === 1,
    cleanUrl: url === 0 ? `/product/${_id}` : url === 1 ? `/product/${_id}/${lotId}` : url,
  };
  if (productName !== 0) doc.productName = productName;
  if (strain !== 0) doc.strain = strain;
  if (lotId !== 0) doc.lotId = lotId;
  if (testId !== 0) {
    const test = { _id: testId, strain: testStrain === 0 ? (strain === 0 ? '' : strain) : testStrain } as StampSummary;
    FIGURES.forEach((k, i) => (test[k] = figures[i]!));
    doc.test = test;
  }
  return doc;
}

/** How a pack's documents are written and read (exported for its round-trip test). */
export const searchPackCodec = () => ({
  encode: (docs: readonly StoredSearchDoc[]) => gzipSync(JSON.stringify(docs.map(toRow))),
  decode: (bytes: Uint8Array) => (JSON.parse(gunzipSync(bytes).toString('utf8')) as Row[]).map(fromRow),
});

export const searchPacks = packStore<StoredSearchDoc>({
  prefix: 'SEARCHPACK',
  attribute: 'rows',
  shards: 128,
  idOf: (d) => d._id,
  ...searchPackCodec(),
});

import { gunzipSync, gzipSync } from 'node:zlib';
import type { StampSummary } from '#shared/schemas/stamp';
import type { SearchDoc } from '../search-engine.ts';
import { packStore } from './packs.ts';

// The search index in the table: every searchable product as a document, gzipped JSON in 128
// versioned packs (SEARCHPACK#<n>): about 60 bytes a product compressed, so 100k products are
// about 6 MB, read whole at a cold start and pack by pack as they change.

/** What the index keeps per product: what it matches on, and what an answer shows. */
export interface StoredSearchDoc extends SearchDoc {
  cleanUrl: string;
  lotId?: string;
  test?: StampSummary;
}

export const searchPacks = packStore<StoredSearchDoc>({
  prefix: 'SEARCHPACK',
  attribute: 'docs',
  shards: 128,
  idOf: (d) => d._id,
  encode: (docs) => gzipSync(JSON.stringify(docs)),
  decode: (bytes) => JSON.parse(gunzipSync(bytes).toString('utf8')) as StoredSearchDoc[],
});

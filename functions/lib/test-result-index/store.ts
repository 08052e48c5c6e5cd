import { gunzipSync, gzipSync } from 'node:zlib';
import { stampSummary } from '#shared/cannastamp/summary';
import type { TestResult } from '#shared/schemas/test-result';
import { packStore } from '#lib/table/packs';

// The admin test table's columns in the table (TESTPACK#<n>, docs/admin-test-results.md): every
// result's row in 64 versioned packs (each under the 400 KB item limit at 100,000 results), so loading all of it is a few BatchGets, never a Scan. A pack
// is columnar: the strings (id, owner, date, strain, lot ids, updatedAt) as one JSON object of
// arrays, the figures as one Float32Array behind it, gzipped.

/** The figures a row carries: the cannastamp's, and the terpene total the table shows. */
export const ROW_FIGURES = [
  'thcTotal',
  'cbdTotal',
  'cbg',
  'cbn',
  'cbc',
  'thcV',
  'd8Thc',
  'terpeneTotal',
  'myrcene',
  'alphaPinene',
  'betaPinene',
  'caryophyllene',
  'humulene',
  'limonene',
  'linalool',
  'ocimene',
  'terpinolene',
] as const;
export type RowFigure = (typeof ROW_FIGURES)[number];

export interface TestRow {
  _id: string;
  dataOwner: string;
  /** The test date, or the day it was created when the lab gave none. */
  testDate: string;
  strain: string;
  parentLot: string;
  sampleLot: string;
  updatedAt: string;
  figures: Float32Array;
}

const r3 = (n: number) => Math.round(n * 1000) / 1000;

/** A result's row: the stamp's figures from its stamp summary, the terpene total as the lab gave it or summed. */
export function rowOf(t: TestResult): TestRow {
  const s = stampSummary(t);
  const terpeneTotal =
    t.terpeneTotal ??
    r3(
      s.myrcene +
        s.alphaPinene +
        s.betaPinene +
        s.caryophyllene +
        s.humulene +
        s.limonene +
        s.linalool +
        s.ocimene +
        s.terpinolene,
    );
  const values: Record<RowFigure, number> = { ...s, d8Thc: s.d8Thc ?? 0, terpeneTotal };
  return {
    _id: t._id,
    dataOwner: t.dataOwner,
    testDate: t.testDate ?? t.createdAt.slice(0, 10),
    strain: t.strain,
    parentLot: t.tracabilityParentLotId ?? '',
    sampleLot: t.tracabilitySampleLotId ?? '',
    updatedAt: t.updatedAt,
    figures: Float32Array.from(ROW_FIGURES, (k) => values[k]),
  };
}

const STRINGS = ['_id', 'dataOwner', 'testDate', 'strain', 'parentLot', 'sampleLot', 'updatedAt'] as const;

export function encodeRows(rows: readonly TestRow[]): Uint8Array {
  const strings = Object.fromEntries(STRINGS.map((k) => [k, rows.map((r) => r[k])]));
  const head = Buffer.from(JSON.stringify(strings));
  const figures = new Float32Array(rows.length * ROW_FIGURES.length);
  rows.forEach((r, i) => figures.set(r.figures, i * ROW_FIGURES.length));
  const out = Buffer.alloc(4 + head.length + figures.byteLength);
  out.writeUInt32LE(head.length, 0);
  head.copy(out, 4);
  Buffer.from(figures.buffer).copy(out, 4 + head.length);
  return gzipSync(out);
}

export function decodeRows(bytes: Uint8Array): TestRow[] {
  const raw = gunzipSync(bytes);
  const headLength = raw.readUInt32LE(0);
  const strings = JSON.parse(raw.subarray(4, 4 + headLength).toString()) as Record<(typeof STRINGS)[number], string[]>;
  const start = 4 + headLength;
  // copied out: a Float32Array over the buffer would need it 4-byte aligned
  const figures = new Float32Array(raw.buffer.slice(raw.byteOffset + start, raw.byteOffset + raw.length));
  const n = ROW_FIGURES.length;
  return strings._id.map((_id, i) => ({
    _id,
    dataOwner: strings.dataOwner[i]!,
    testDate: strings.testDate[i]!,
    strain: strings.strain[i]!,
    parentLot: strings.parentLot[i]!,
    sampleLot: strings.sampleLot[i]!,
    updatedAt: strings.updatedAt[i]!,
    figures: figures.subarray(i * n, i * n + n),
  }));
}

/** Each under DynamoDB's 400 KB item limit up to about 300,000 results (115 KB at 100,000). */
export const SHARDS = 64;

export const testPacks = packStore<TestRow>({
  prefix: 'TESTPACK',
  attribute: 'rows',
  shards: SHARDS,
  idOf: (r) => r._id,
  encode: encodeRows,
  decode: decodeRows,
});

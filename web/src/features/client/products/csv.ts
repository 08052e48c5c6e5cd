import Papa from 'papaparse';
import { PRODUCT_CATEGORIES } from '#shared/constants';
import type { ProductBody } from '#shared/schemas/client-products';

// The admin's CSV product upload (spec 2 'Manage Products'): one product save per row. The columns
// are the product form's fields, the brand by name (a sheet is written by people), and the
// traceability columns the spec shows per row (strain, parent lot id, sample lot id), which the
// result lists beside each row; a producer column, if any, is ignored: the producer is the client.

export const CSV_COLUMNS = [
  'name',
  'productName',
  'brandName',
  'productCategory',
  'productType',
  'strain',
  'shortDescription',
  'longDescription',
  'tags',
  'tracabilityParentLotId',
  'tracabilitySampleLotId',
] as const;

/** The template link's file: the header and one example row. */
export const CSV_TEMPLATE = Papa.unparse({
  fields: [...CSV_COLUMNS],
  data: [
    [
      'Blue Dream',
      'Reserve',
      'Your Brand Name',
      'Flower',
      'Indoor',
      'Blue Dream',
      'Sweet berry aroma.',
      '',
      'Fruit',
      'PL-0001',
      'SL-0001',
    ],
  ],
});

export type CsvRow = Partial<Record<(typeof CSV_COLUMNS)[number] | 'producer', string>>;

/** The rows of a CSV file with a header line; blank lines are skipped. */
export function parseProductCsv(text: string): { rows: CsvRow[]; errors: string[] } {
  const r = Papa.parse<CsvRow>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  return { rows: r.data, errors: r.errors.map((e) => `Row ${(e.row ?? 0) + 2}: ${e.message}`) };
}

const category = (v: string | undefined) =>
  PRODUCT_CATEGORIES.find((c) => c.toLowerCase() === (v ?? '').trim().toLowerCase()) ??
  // the consumer filter's word for extracts (spec 2 section 9)
  (/^concentrate$/i.test((v ?? '').trim()) ? 'Extract/Concentrate' : undefined);

/**
 * A row as the product save's body. The brand is looked up by name among the client's brands; a
 * name not found is sent as no brand, so the server answers 'Brand Name is required' for the row.
 */
export function rowToBody(row: CsvRow, brands: readonly { _id: string; name: string }[], importKey: string) {
  const brand = brands.find((b) => b.name.trim().toLowerCase() === (row.brandName ?? '').trim().toLowerCase());
  const tags = (row.tags ?? '')
    .split(/[;|]/)
    .map((t) => t.trim())
    .filter(Boolean);
  const opt = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  return {
    name: (row.name ?? '').trim(),
    productName: opt(row.productName),
    shortDescription: opt(row.shortDescription),
    longDescription: opt(row.longDescription),
    brand: brand?._id ?? '',
    productCategory: category(row.productCategory) as ProductBody['productCategory'],
    productType: (row.productType ?? '').trim(),
    strain: opt(row.strain),
    tags,
    available: false,
    importKey,
  } satisfies ProductBody;
}

/** Names a file's row for the server: the same file's same row finds the product it already made. */
export async function importKeyOf(fileText: string, index: number): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(fileText)));
  const hex = [...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `csv-${hex}-${index}`;
}

import Papa from 'papaparse';
import { MEASURES, testResultBodySchema, type TestResultBody } from '#shared/schemas/test-result';

// The admin's CSV bulk test upload (spec 2 test result form): one result save per row. The columns
// are the form's fields with the figures under their catalogue keys (spec 3 §3), as printed ('ND'
// and '<0.1' included), and the lab by name, as a sheet is written by people.

const FIELDS = [
  'lab',
  'sampleTypeCategory',
  'sampleType',
  'strain',
  'tracabilitySampleLotId',
  'tracabilityParentLotId',
  'testDate',
] as const;
export const CSV_COLUMNS = [...FIELDS, ...MEASURES] as const;

export type CsvRow = Partial<Record<string, string>>;

const EXAMPLE: CsvRow = {
  lab: 'Your Lab Name',
  sampleTypeCategory: 'Flower',
  sampleType: 'Flower - Cured',
  strain: 'Blue Dream',
  tracabilitySampleLotId: 'SL-0001',
  tracabilityParentLotId: 'PL-0001',
  testDate: '2026-11-02',
  thc: '0.83',
  thcA: '24.89',
  thcTotal: '22.66',
  cbd: 'ND',
  cbdA: '<0.1',
  myrcene: '0.91',
};

/** The template link's file: every column and one example row. */
export const CSV_TEMPLATE = Papa.unparse({
  fields: [...CSV_COLUMNS],
  data: [CSV_COLUMNS.map((c) => EXAMPLE[c] ?? '')],
});

/** The rows of a CSV file with a header line; blank lines are skipped. */
export function parseTestCsv(text: string): { rows: CsvRow[]; errors: string[] } {
  const r = Papa.parse<CsvRow>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  return { rows: r.data, errors: r.errors.map((e) => `Row ${(e.row ?? 0) + 2}: ${e.message}`) };
}

/**
 * A row as the body the form would send, checked by the same schema: the body, or the reasons it
 * cannot be saved (`field: message`), so a bad row fails before it is sent.
 */
export function rowToBody(
  row: CsvRow,
  labs: readonly { _id: string; name: string }[],
): { ok: true; body: TestResultBody } | { ok: false; error: string } {
  const name = (row.lab ?? '').trim().toLowerCase();
  const lab = labs.find((l) => l.name.toLowerCase() === name);
  const candidate: Record<string, unknown> = { approved: true };
  if (lab) candidate.testLab = { _id: lab._id, name: lab.name };
  for (const f of FIELDS) if (f !== 'lab' && row[f]?.trim()) candidate[f] = row[f].trim();
  const figures: Record<string, string> = {};
  for (const k of MEASURES) if (row[k]?.trim()) figures[k] = row[k].trim();
  candidate.figures = figures;
  for (const f of ['sampleTypeCategory', 'sampleType', 'strain'] as const) candidate[f] ??= '';
  const r = testResultBodySchema.safeParse(candidate);
  if (r.success) return { ok: true, body: r.data };
  const issues = r.error.issues.map((i) =>
    i.path[0] === 'testLab'
      ? `lab: ${row.lab ? `'${row.lab}' is not a compliance lab` : i.message}`
      : // a figure is named by its column
        `${(i.path[0] === 'figures' ? i.path.slice(1) : i.path).join('.')}: ${i.message}`,
  );
  return { ok: false, error: [...new Set(issues)].join('; ') };
}

import type { CoaPrefill } from './prefill.ts';
import { MEASURES, readMeasure, sumOver100, totalsCheck, type MeasureKey } from '#shared/schemas/test-result';

// The arithmetic a reviewer would do before approving: the lab's totals against THC + 0.877 × THCA
// (and CBD + 0.877 × CBDA) within the rounding of the printed figures, the sums within 100 %, and
// the dates in order (sampled ≤ received ≤ tested ≤ reported, each pair of the dates printed) and
// none after today. Each failure is a sentence for the entry and review screens, with the values it
// involves: those are shown as doubtful (docs/admin-coa-reader.md, Doubtful values), never entered
// as if read for sure.

export type Figures = Partial<Record<MeasureKey, number | string>>;
export interface Dates {
  sampled?: string;
  received?: string;
  tested?: string;
  reported?: string;
}

/** The dates in the order a sample goes through the lab, with the word each takes in a sentence. */
const DATE_ORDER = [
  ['sampled', 'sample'],
  ['received', 'receipt'],
  ['tested', 'test'],
  ['reported', 'report'],
] as const;

const fmt = (n: number) => String(Math.round(n * 1000) / 1000);

/** A failed check: its sentence, and the figures and dates it was made of. */
export interface FailedCheck {
  problem: string;
  figures: MeasureKey[];
  dates: (keyof Dates)[];
}

/** `today` is the reader's UTC date (yyyy-mm-dd); a certificate dated after it is misread or mistyped. */
export function coaChecks(
  figures: Figures,
  dates: Dates,
  today = new Date().toISOString().slice(0, 10),
): FailedCheck[] {
  const failed: FailedCheck[] = [];
  const numbers: Partial<Record<MeasureKey, number>> = {};
  const nonDetects: Partial<Record<MeasureKey, { limit?: number }>> = {};
  for (const key of MEASURES) {
    const m = readMeasure(figures[key]);
    if (m === undefined || m === 'invalid') continue;
    if ('value' in m) numbers[key] = m.value;
    else nonDetects[key] = { limit: m.nonDetect.limit };
  }
  const totals = totalsCheck({ ...numbers, nonDetects });
  // a part the reader left out (OCR unsure of it) is unknown, not zero: the formula needs both
  const known = (...keys: MeasureKey[]) => keys.every((k) => k in numbers || k in nonDetects);
  const read = (...keys: MeasureKey[]) => keys.filter((k) => figures[k] !== undefined);
  if (totals.thc.mismatch && known('thc', 'thcA'))
    failed.push({
      problem: `Total THC ${fmt(totals.thc.reported!)} % does not match THC + 0.877 × THCA = ${fmt(totals.thc.computed)} %.`,
      figures: read('thcTotal', 'thc', 'thcA'),
      dates: [],
    });
  if (totals.cbd.mismatch && known('cbd', 'cbdA'))
    failed.push({
      problem: `Total CBD ${fmt(totals.cbd.reported!)} % does not match CBD + 0.877 × CBDA = ${fmt(totals.cbd.computed)} %.`,
      figures: read('cbdTotal', 'cbd', 'cbdA'),
      dates: [],
    });
  const sum = sumOver100(figures);
  if (sum) failed.push({ problem: sum.message, figures: sum.summed, dates: [] });
  const present = DATE_ORDER.flatMap(([key, word]) => (dates[key] ? [{ key, date: dates[key], word }] : []));
  for (const [i, d] of present.entries()) {
    const next = present[i + 1];
    if (next && d.date > next.date)
      failed.push({
        problem: `The ${d.word} date ${d.date} is after the ${next.word} date ${next.date}.`,
        figures: [],
        dates: [d.key, next.key],
      });
  }
  for (const d of present)
    if (d.date.slice(0, 10) > today)
      failed.push({ problem: `The ${d.word} date ${d.date} is in the future.`, figures: [], dates: [d.key] });
  return failed;
}

/** The failed checks' sentences. */
export const coaProblems = (figures: Figures, dates: Dates, today?: string): string[] =>
  coaChecks(figures, dates, today).map((c) => c.problem);

/**
 * Marks each read value a failed check involves as doubtful, with the first such check's sentence,
 * and answers the sentences. `dateFields` names the form field a date was read into (the test date).
 */
export function judge(
  fields: CoaPrefill['fields'],
  failed: readonly FailedCheck[],
  dateFields: Partial<Record<keyof Dates, keyof CoaPrefill['fields']>> = {},
): string[] {
  for (const check of failed) {
    const names = [...check.figures, ...check.dates.flatMap((d) => dateFields[d] ?? [])];
    for (const name of names) {
      const read = fields[name];
      if (read && !read.doubtful) fields[name] = { ...read, doubtful: check.problem };
    }
  }
  return failed.map((c) => c.problem);
}

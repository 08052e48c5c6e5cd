import { MEASURES, readMeasure, sumProblem, totalsCheck, type MeasureKey } from '#shared/schemas/test-result';

// The arithmetic a reviewer would do before approving: the lab's totals against THC + 0.877 × THCA
// (and CBD + 0.877 × CBDA) within the rounding of the printed figures, the sums within 100 %, and
// the dates in order (sampled ≤ received ≤ tested ≤ reported, each pair of the dates printed) and
// none after today. Each failure is a sentence for the entry and review screens.

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

/** `today` is the reader's UTC date (yyyy-mm-dd); a certificate dated after it is misread or mistyped. */
export function coaProblems(figures: Figures, dates: Dates, today = new Date().toISOString().slice(0, 10)): string[] {
  const problems: string[] = [];
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
  if (totals.thc.mismatch && known('thc', 'thcA'))
    problems.push(
      `Total THC ${fmt(totals.thc.reported!)} % does not match THC + 0.877 × THCA = ${fmt(totals.thc.computed)} %.`,
    );
  if (totals.cbd.mismatch && known('cbd', 'cbdA'))
    problems.push(
      `Total CBD ${fmt(totals.cbd.reported!)} % does not match CBD + 0.877 × CBDA = ${fmt(totals.cbd.computed)} %.`,
    );
  const sum = sumProblem(figures);
  if (sum) problems.push(sum);
  const present = DATE_ORDER.flatMap(([key, word]) => (dates[key] ? [{ date: dates[key], word }] : []));
  for (const [i, d] of present.entries()) {
    const next = present[i + 1];
    if (next && d.date > next.date)
      problems.push(`The ${d.word} date ${d.date} is after the ${next.word} date ${next.date}.`);
  }
  for (const d of present)
    if (d.date.slice(0, 10) > today) problems.push(`The ${d.word} date ${d.date} is in the future.`);
  return problems;
}

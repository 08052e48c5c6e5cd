import { addDays } from './points-offers.ts';

// The loyalty analytics' periods (docs/client-loyalty-analytics.md): days are YYYY-MM-DD on the
// store's clock, weeks start on Monday (ISO 8601), months on their 1st. A range is widened to whole
// periods, since a member active in a week is counted once for the whole week.

export const ANALYTICS_PERIODS = ['week', 'month'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The Monday of a day's week. */
export function weekStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The 1st of a day's month. */
export const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The first day of the period after the one starting on `start`. */
export function nextPeriod(start: string, period: AnalyticsPeriod): string {
  if (period === 'week') return addDays(start, 7);
  const [y, m] = start.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

export const periodStart = (day: string, period: AnalyticsPeriod) =>
  period === 'week' ? weekStart(day) : monthStart(day);

/** The whole periods that cover `from`–`to` (inclusive), each as its first and last day. */
export function periodsCovering(from: string, to: string, period: AnalyticsPeriod): { start: string; end: string }[] {
  const out: { start: string; end: string }[] = [];
  for (let start = periodStart(from, period); start <= to; start = nextPeriod(start, period))
    out.push({ start, end: addDays(nextPeriod(start, period), -1) });
  return out;
}

/** Whole days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);
  return Math.round((ms(to) - ms(from)) / 86_400_000) + 1;
}

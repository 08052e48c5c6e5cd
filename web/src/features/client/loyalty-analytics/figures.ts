import Papa from 'papaparse';
import type { AnalyticsPeriod } from '#shared/loyalty-periods';
import type { AnalyticsAnswer, AnalyticsRow } from '#shared/schemas/loyalty-analytics';

// The figures' names and formats, shared by the charts, the table and the CSV file, so the three
// always say the same thing in the same order.

type Figure = Exclude<keyof AnalyticsRow, 'start' | 'end'>;

export const FIGURES: { key: Figure; label: string; money?: true }[] = [
  { key: 'newMembers', label: 'New members' },
  { key: 'activeMembers', label: 'Active members' },
  { key: 'optedOut', label: 'Opted out' },
  { key: 'checkIns', label: 'Check-ins' },
  { key: 'repeatVisits', label: 'Repeat visits' },
  { key: 'pointsIssued', label: 'Points issued' },
  { key: 'pointsRedeemed', label: 'Points redeemed' },
  { key: 'textsSent', label: 'Texts sent' },
  { key: 'textsDelivered', label: 'Texts delivered' },
  { key: 'textsFailed', label: 'Texts failed' },
  { key: 'textsCost', label: 'Texts cost', money: true },
  { key: 'memberOrders', label: 'Kiosk orders from members' },
];

const day = (d: string) => new Date(`${d}T12:00:00Z`);
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A row's name: 'Week of Nov 23' or 'Nov 2026'. */
export const periodLabel = (row: Pick<AnalyticsRow, 'start'>, period: AnalyticsPeriod) =>
  period === 'week' ? `Week of ${short.format(day(row.start))}` : monthName.format(day(row.start));

/** A chart's axis label: 'Nov 23' or 'Nov 2026'. */
export const axisLabel = (row: Pick<AnalyticsRow, 'start'>, period: AnalyticsPeriod) =>
  period === 'week' ? short.format(day(row.start)) : monthName.format(day(row.start));

export const formatFigure = (value: number, money?: true) =>
  money ? `$${value.toFixed(2)}` : value.toLocaleString('en-US');

/** Whether anything happened in the range at all. */
export const anyActivity = (rows: AnalyticsRow[]) => rows.some((r) => FIGURES.some((f) => r[f.key] !== 0));

/** The sum of a figure over the range (active members excepted: a member active twice counts in both). */
export const total = (rows: AnalyticsRow[], key: Figure) => rows.reduce((s, r) => s + r[key], 0);

/** The range's figures as a CSV file: one row per period, its first and last day, then each figure. */
export function figuresCsv(a: AnalyticsAnswer): string {
  return Papa.unparse({
    fields: ['Period', 'First day', 'Last day', ...FIGURES.map((f) => f.label)],
    data: a.rows.map((r) => [
      periodLabel(r, a.period),
      r.start,
      r.end,
      ...FIGURES.map((f) => (f.money ? r[f.key].toFixed(2) : String(r[f.key]))),
    ]),
  });
}

/** The file's name: the store and the range, 'capitol-hill-cannabis-co-loyalty-weekly-2026-09-07-to-2026-11-29.csv'. */
export function csvFileName(store: string, a: AnalyticsAnswer): string {
  const slug =
    store
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'store';
  const first = a.rows[0]?.start ?? a.from;
  const last = a.rows.at(-1)?.end ?? a.to;
  return `${slug}-loyalty-${a.period === 'week' ? 'weekly' : 'monthly'}-${first}-to-${last}.csv`;
}

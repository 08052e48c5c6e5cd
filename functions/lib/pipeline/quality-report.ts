import type { QualityWeek } from '#shared/schemas/pipeline';
import { batchGet, tableName } from '#lib/table/dynamodb';
import { qualityWeekKey } from './keys.ts';

// The pipeline's weekly quality report (docs/admin-pipeline.md): fields entered and changed, items
// reviewed and rejected, counted in the transaction of the step that did them.

/** The ISO week of a day, `2026-W47` (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** ADDs to the week's counters, as one item of a step's transaction. */
export const countIn = (at: Date, counts: Partial<Record<Exclude<keyof QualityWeek, 'week'>, number>>) => {
  const entries = Object.entries(counts).filter(([, n]) => n !== undefined);
  return {
    Update: {
      TableName: tableName(),
      Key: qualityWeekKey(isoWeek(at)),
      UpdateExpression: `SET entity = :entity, week = :week ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#c${i}`, k])),
      ExpressionAttributeValues: {
        ':entity': 'pipelineWeek',
        ':week': isoWeek(at),
        ...Object.fromEntries(entries.map(([, n], i) => [`:c${i}`, n])),
      },
    },
  };
};

/** The weeks' figures, zero where nothing happened. */
export async function qualityWeeks(weeks: string[]): Promise<QualityWeek[]> {
  const found = new Map((await batchGet<QualityWeek>(weeks.map(qualityWeekKey))).map((w) => [w.week, w]));
  return weeks.map((week) => ({
    week,
    fieldsEntered: found.get(week)?.fieldsEntered ?? 0,
    fieldsChanged: found.get(week)?.fieldsChanged ?? 0,
    itemsReviewed: found.get(week)?.itemsReviewed ?? 0,
    rejected: found.get(week)?.rejected ?? 0,
  }));
}

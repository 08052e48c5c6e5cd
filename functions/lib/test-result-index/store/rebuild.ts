import { allTestResults, getTestResults } from '#lib/test-results/store';
import type { TestResult } from '#shared/schemas/test-result';
import { rowOf, testPacks, type TestRow } from '#lib/test-result-index/store';

/** Every result's row as the table holds it now. */
export async function allTestRows(): Promise<TestRow[]> {
  const rows: TestRow[] = [];
  for await (const page of allTestResults()) rows.push(...page.map(rowOf));
  return rows;
}

/**
 * The whole test table again from every result in the table (the seed, a start without one, a
 * recalc), safe beside `refreshTestRows` committing meanwhile (`rebuild` of #lib/table/packs).
 */
export async function rebuildTestTable(): Promise<{ results: number }> {
  const r = await testPacks.rebuild(allTestRows, async (ids) => (await getTestResults(ids)).map(rowOf));
  return { results: r.members };
}

/** The whole test table from these results (the seed, which holds them: nothing else writes yet). */
export async function writeTestTable(results: readonly TestResult[]): Promise<{ results: number }> {
  await testPacks.writeAll(results.map(rowOf));
  return { results: results.length };
}

const writer = testPacks.view();

/**
 * Brings the rows of these results to what the table holds now (a result gone leaves its row),
 * committed over the pack versions read: a refresh racing another fails its commit and runs again
 * from the packs as they then are, so neither loses the other's change.
 */
export async function refreshTestRows(ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const loaded = await writer.load();
  const current = new Map((await getTestResults(unique)).map((t) => [t._id, t]));
  for (const id of unique) {
    const t = current.get(id);
    if (t) loaded.items.set(id, rowOf(t));
    else loaded.items.delete(id);
  }
  await writer.commit(loaded, unique);
}

import { deleteTestResultItem, putTestResult } from '#lib/test-results/store';
import type { TestResult } from '#shared/schemas/test-result';
import { useLocalTable } from '#test/support/table';

// Test data through the test-results domain's own store, on the runtime's table.

/** Writes the result whole, keyed and listed as its store keys it (with its lot's log entry when it names a lot). */
export async function addTestResult(t: TestResult): Promise<void> {
  useLocalTable();
  await putTestResult(t);
}

/** Removes the result's item outright, as no route does. */
export async function removeTestResult(id: string): Promise<void> {
  useLocalTable();
  await deleteTestResultItem(id);
}

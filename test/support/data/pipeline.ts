import { putPendingEntry } from '#lib/pipeline/store/coa-service';
import type { Lot } from '#shared/schemas/catalog';
import type { TestResultDraft } from '#shared/schemas/coa-service';
import { useLocalTable } from '#test/support/table';

// Test data through the pipeline domain's own store, on the runtime's table.

/** A certificate sent for entry: its pending lot and its draft, as sending one writes them. */
export async function addPendingEntry(lot: Lot, draft: TestResultDraft): Promise<void> {
  useLocalTable();
  await putPendingEntry(lot, draft);
}

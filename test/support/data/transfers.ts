import { setTransferFields, type TransferJob } from '#lib/transfers/store';
import { useLocalTable } from '#test/support/table';

// Test data through the transfers domain's own store, on the runtime's table.

/** Sets these fields of a transfer job alone (a job whose worker went silent, say). */
export async function setTransfer(id: string, fields: Partial<TransferJob>): Promise<void> {
  useLocalTable();
  await setTransferFields(id, fields);
}

import { markConfirmed, putNewUpload } from '#lib/uploads/store';
import type { UploadRecord } from '#shared/schemas/upload';
import { useLocalTable } from '#test/support/table';

// Test data through the uploads domain's own store, on the runtime's table.

/** Records an upload and confirms it, as a browser's upload and its confirm leave it. */
export async function addConfirmedUpload(u: Omit<UploadRecord, 'state'>, size = 1000): Promise<void> {
  useLocalTable();
  await putNewUpload({ ...u, state: 'pending' });
  await markConfirmed(u._id, size, u.updatedAt);
}

import { getLot, putLot, setLotFields } from '#lib/lots/store';
import type { Lot } from '#shared/schemas/catalog';
import { useLocalTable } from '#test/support/table';

// Test data through the lots domain's own store, on the runtime's table.

/** Writes the lot whole, keyed and listed (its company's and product's lists, the pipeline) as its store keys it. */
export async function addLot(l: Lot): Promise<void> {
  useLocalTable();
  await putLot(l);
}

/** Sets these fields of the lot alone, its index entries as they were (a change made outside the forms). */
export async function setLot(id: string, fields: Partial<Lot> & Record<string, unknown>): Promise<void> {
  useLocalTable();
  await setLotFields(id, fields);
}

/** Moves the lot's pipeline lease to this time (as if its minutes went by), the rest of its processing kept. */
export async function setLotLease(id: string, leaseUntil: string): Promise<void> {
  useLocalTable();
  const lot = await getLot(id, true);
  if (!lot?.processingInfo) throw new Error(`lot ${id} is in no one's hands`);
  await setLotFields(id, { processingInfo: { ...lot.processingInfo, leaseUntil } });
}

/** Changes the lot as its store saves a whole lot: the fields, and the lists they put it in (the pipeline's queues). */
export async function changeLot(id: string, fields: Partial<Lot>): Promise<void> {
  useLocalTable();
  const lot = await getLot(id, true);
  if (!lot) throw new Error(`no lot ${id}`);
  await putLot({ ...lot, ...fields });
}

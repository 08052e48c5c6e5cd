import { putClient, setClientFields } from '#lib/clients/store';
import { overwriteCount, type CountKind } from '#lib/clients/store/counts';
import type { Client } from '#shared/schemas/catalog';
import { useLocalTable } from '#test/support/table';

// Test data through the clients domain's own store, on the runtime's table: a test turns a
// company's features on (Pro, loyalty, the COA service, the kiosk's settings) as the platform
// stores them, never by writing the item's attributes itself.

/** Sets these fields of the company, its change time kept. */
export async function setClient(id: string, fields: Partial<Client> & Record<string, unknown>): Promise<void> {
  useLocalTable();
  await setClientFields(id, fields);
}

/** Writes the company whole, keyed and listed as its store keys it. */
export async function addClient(c: Client): Promise<void> {
  useLocalTable();
  await putClient(c);
}

/** Overwrites one of the company's counts (a count the stream worker got wrong), its markers kept. */
export async function setCount(id: string, kind: CountKind, count: number): Promise<void> {
  useLocalTable();
  await overwriteCount(id, kind, count);
}

import { setClientFields } from '#lib/clients/store';
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

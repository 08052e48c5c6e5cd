import { deleteDistribution, putDistributions, setDistributionFields } from '#lib/distributions/store';
import type { DistributionRecord } from '#shared/schemas/distribution';
import { useLocalTable } from '#test/support/table';

// Test data through the distributions domain's own store, on the runtime's table.

/** Sets these fields of a product's entry at a dispensary alone, its lists as they were. */
export async function setDistribution(
  product: string,
  dispensary: string,
  fields: Partial<DistributionRecord> & Record<string, unknown>,
  remove: readonly (keyof DistributionRecord)[] = [],
): Promise<void> {
  useLocalTable();
  await setDistributionFields(product, dispensary, fields, remove);
}

/** Removes a product's entry at a dispensary outright, as no route does. */
export async function removeDistribution(product: string, dispensary: string): Promise<void> {
  useLocalTable();
  await deleteDistribution(product, dispensary);
}

/** Writes a new entry as it is given, as a route's write that read its product a moment earlier would. */
export async function addDistribution(d: DistributionRecord): Promise<void> {
  useLocalTable();
  await putDistributions([d]);
}

import type { Brand } from '#shared/schemas/catalog';
import { META } from '#lib/table/dynamodb';

// A brand's place in the table (docs/data-model.md): its item and its company's list.

/** The partition of a brand's own item. */
export const brandPartition = (id: string) => `BRAND#${id}`;

export const brandKey = (id: string) => ({ pk: brandPartition(id), sk: META });

/** gsi1: a company's brands, by last change. */
export const clientBrandsPartition = (companyId: string) => `CLIENT#${companyId}#BRANDS`;

/** A brand as the table stores it: its key and index attributes beside its fields. */
export const brandRecord = (b: Brand) => ({
  ...b,
  ...brandKey(b._id),
  entity: 'brand',
  gsi1pk: clientBrandsPartition(b.producer),
  gsi1sk: `${b.updatedAt}#${b._id}`,
});

import type { Lot } from '#shared/schemas/catalog';
import { META } from '#lib/table/dynamodb';
import { productPartition } from '#lib/products/keys';
import { heldBy, pipelineHolder, pipelineQueue } from '#lib/pipeline/keys';

// A lot's place in the table (docs/data-model.md): its item, its partition (which also holds its
// result versions) and the partitions of its lists.

const LOT_ENTITY = 'lot';

/** The partition of a lot's own item and of its result versions. */
export const lotPartition = (id: string) => `LOT#${id}`;

export const lotKey = (id: string) => ({ pk: lotPartition(id), sk: META });

/** gsi1: a company's lots of one type, by last change. */
export const clientLotsPartition = (owner: string, lotType: Lot['lotType']) => `CLIENT#${owner}#LOTS#${lotType}`;

/** gsi2: a product's lots of every type, by last change. */
export const productLotsPartition = (product: string) => `${productPartition(product)}#LOTS`;

/** The sort key of a lot's change-ordered lists (gsi1, gsi2). */
export const lotSortKey = (updatedAt: string, id: string) => `${updatedAt}#${id}`;

/** A lot as the table keeps it, for a transaction that writes it beside another item. */
export const lotRecord = (l: Lot) => ({
  ...l,
  ...lotKey(l._id),
  entity: LOT_ENTITY,
  // a deleted lot is in no list (sparse indexes), but its item stays for the QR codes printed with it
  ...(l.deletedAt
    ? {}
    : {
        gsi1pk: clientLotsPartition(l.owner._id, l.lotType),
        gsi1sk: lotSortKey(l.updatedAt, l._id),
        ...(l.product ? { gsi2pk: productLotsPartition(l.product), gsi2sk: lotSortKey(l.updatedAt, l._id) } : {}),
      }),
  // sparse: only lots in the data-entry pipeline are in a status partition
  ...(l.processingInfo ? { gsi3pk: pipelineQueue(l.processingInfo.status), gsi3sk: `${l.createdAt}#${l._id}` } : {}),
  // sparse: a checked-out lot is in its holder's partition, so a checkout resumes it in one query
  ...(pipelineHolder(l) ? { gsi4pk: heldBy(pipelineHolder(l)!), gsi4sk: `${l.createdAt}#${l._id}` } : {}),
});

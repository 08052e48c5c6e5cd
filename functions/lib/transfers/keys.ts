import { clientPartition } from '#lib/clients/keys';
import { META } from '#lib/table/dynamodb';

export const transferKey = (id: string) => ({ pk: `TRANSFER#${id}`, sk: META });

/** The item in the from company's partition that lets one transfer run at a time. */
export const transferLockKey = (company: string) => ({ pk: clientPartition(company), sk: 'TRANSFER' });

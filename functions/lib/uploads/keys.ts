import { clientPartition } from '#lib/clients/keys';
import { META } from '#lib/table/dynamodb';

export const uploadKey = (id: string) => ({ pk: `UPLOAD#${id}`, sk: META });

/** gsi1: a company's uploads, by time. */
export const clientUploadsPartition = (company: string) => `${clientPartition(company)}#UPLOADS`;

import { companyPartition } from '#lib/companies/keys';
import { META } from '#lib/table/dynamodb';

export const uploadKey = (id: string) => ({ pk: `UPLOAD#${id}`, sk: META });

/** gsi1: a company's uploads, by time. */
export const companyUploadsPartition = (company: string) => `${companyPartition(company)}#UPLOADS`;

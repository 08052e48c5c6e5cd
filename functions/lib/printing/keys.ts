import { clientPartition } from '#lib/clients/keys';
import { META } from '#lib/table/dynamodb';

export const printJobKey = (id: string) => ({ pk: `PRINTJOB#${id}`, sk: META });

/** gsi1: a company's print jobs, newest first. */
export const clientPrintJobsPartition = (company: string) => `${clientPartition(company)}#PRINTJOBS`;

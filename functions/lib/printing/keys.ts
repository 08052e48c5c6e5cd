import { companyPartition } from '#lib/companies/keys';
import { META } from '#lib/table/dynamodb';

export const printJobKey = (id: string) => ({ pk: `PRINTJOB#${id}`, sk: META });

/** gsi1: a company's print jobs, newest first. */
export const companyPrintJobsPartition = (company: string) => `${companyPartition(company)}#PRINTJOBS`;

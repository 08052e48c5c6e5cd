import type { Client } from '#shared/schemas/catalog';
import { META } from '#lib/table/dynamodb';

// A company's place in the table (docs/data-model.md): its item in its own partition (which also
// holds its counters, import keys and service months), and the lists: by type and name for the
// option lists (gsi1), every company by last change (gsi3), Pro trials by end (gsi4, sparse).

/** The partition of a company's item and of what it keeps beside it. */
export const clientPartition = (id: string) => `CLIENT#${id}`;

export const clientKey = (id: string) => ({ pk: clientPartition(id), sk: META });

/** gsi1: the companies of one type, by name. */
export const clientTypePartition = (type: Client['type']) => `CLIENTTYPE#${type}`;

/** gsi3: every company, by last change. */
export const ALL_CLIENTS = 'CLIENTS';

/** gsi4 (sparse): the Pro trials the trial schedule reads, by end, present only while a trial runs. */
export const PRO_TRIALS = 'PROTRIALS';

export const trialIndex = (c: Pick<Client, '_id' | 'trialEndsAt'>) => ({
  gsi4pk: PRO_TRIALS,
  gsi4sk: `${c.trialEndsAt}#${c._id}`,
});

/** A company as the table stores it: its key and index attributes beside its fields. */
export const clientRecord = (c: Client) => ({
  ...c,
  ...clientKey(c._id),
  entity: 'client',
  gsi1pk: clientTypePartition(c.type),
  gsi1sk: `${c.name.toLowerCase()}#${c._id}`,
  gsi3pk: ALL_CLIENTS,
  gsi3sk: `${c.updatedAt}#${c._id}`,
  ...(c.trialEndsAt && c.premiumLevel === 'pro' ? trialIndex(c) : {}),
});

/** A person's claim on a company that has members: one per person and company. */
export const claimKey = (company: string, user: string) => ({ pk: clientPartition(company), sk: `CLAIM#${user}` });

/** gsi1: a company's claims, by status and newest first. */
export const clientClaimsPartition = (company: string) => `${clientPartition(company)}#CLAIMS`;

/** A company's Pro request for one plan (asking again renews it). */
export const proRequestKey = (company: string, plan: string) => ({
  pk: clientPartition(company),
  sk: `PROREQUEST#${plan}`,
});

/** gsi3: every company's Pro requests, by last request. */
export const ALL_PRO_REQUESTS = 'PROREQUESTS';

/** A company's counter of one kind of item, and the partition of the markers of what it counted. */
export const counterKey = (company: string, kind: string) => ({ pk: clientPartition(company), sk: `COUNT#${kind}` });
export const countedPartition = (company: string, kind: string) => `COUNTED#${company}#${kind}`;

/** A company's sealed API secret, in its own item beside the company. */
export const apiSecretKey = (company: string) => ({ pk: clientPartition(company), sk: 'APISECRET' });

/** gsi2: the secret item by its public key, for the lab API to find whose key a request carries. */
export const apiKeyPartition = (apiKey: string) => `APIKEY#${apiKey}`;

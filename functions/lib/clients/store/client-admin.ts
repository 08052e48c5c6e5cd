import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminClientRow } from '#shared/schemas/admin-clients';
import type { Client } from '#shared/schemas/catalog';
import { batchGet, ddb, stripKeys, tableName } from '#lib/table/dynamodb';
import { filteredPage } from '#lib/table/filtered-page';
import { updateOf } from '#lib/table/update-expression';
import { ALL_CLIENTS, clientKey, clientRecord } from '#lib/clients/keys';
import { getClient } from '#lib/clients/store';
import { clientMembersPartition, userKey } from '#lib/users/keys';

// The admin side of companies (docs/admin-clients.md): the list from gsi3 `CLIENTS`
// (`<updatedAt>#<id>`, last changed first), the row's settings as conditional writes, the
// company's admin user. No Scan: a name filter reads the same partition with a filter on the
// lowercased name the option lists already keep (gsi1sk `<name>#<id>`).

const CLIENTS = { index: 'gsi3', partition: ALL_CLIENTS } as const;

const setOrNot = (b: boolean | undefined) => (b ? ('set' as const) : ('not set' as const));

/**
 * Which messaging credentials are kept in Secrets Manager (#lib/aws/secrets), never the values: on
 * the company item but outside clientSchema, so the company form's bundles stay within budget.
 */
export type MessagingSet = { phoneNumber: boolean; accountId: boolean; authToken: boolean };
export type AdminClient = Client & { messagingSet?: MessagingSet };

export function toRow(c: AdminClient, adminEmail?: string): AdminClientRow {
  return {
    _id: c._id,
    name: c.name,
    type: c.type,
    ...(c.licenseNumber !== undefined && { licenseNumber: c.licenseNumber }),
    ...(c.adminUser !== undefined && { adminUser: c.adminUser }),
    ...(adminEmail !== undefined && { adminEmail }),
    premiumLevel: c.premiumLevel ?? 'free',
    premiumEnabled: c.premiumEnabled ?? false,
    loyaltyEnabled: c.loyaltyEnabled ?? false,
    coaDataEntryService: c.coaDataEntryService ?? { enabled: false, serviceLimit: 0 },
    messaging: {
      phoneNumber: setOrNot(c.messagingSet?.phoneNumber),
      accountId: setOrNot(c.messagingSet?.accountId),
      authToken: setOrNot(c.messagingSet?.authToken),
    },
    updatedAt: c.updatedAt,
  };
}

/** Rows with their admin users' e-mails (one BatchGet for the page). */
export async function withAdminEmails(clients: AdminClient[]): Promise<AdminClientRow[]> {
  const ids = [...new Set(clients.map((c) => c.adminUser).filter((x): x is string => !!x))];
  const users = ids.length ? await batchGet<{ _id: string; email: string }>(ids.map((id) => userKey(id))) : [];
  const email = new Map(users.map((u) => [u._id, u.email]));
  return clients.map((c) => toRow(c, c.adminUser ? email.get(c.adminUser) : undefined));
}

/** A page of companies, last changed first; with `name`, those whose name holds it (any case). */
export async function listClientsPage(
  limit: number,
  cursor?: string,
  name?: string,
): Promise<{ clients: Client[]; nextCursor: string | null }> {
  const page = await filteredPage(
    CLIENTS,
    limit,
    cursor,
    name ? { expression: 'contains(gsi1sk, :n)', values: { ':n': name.toLowerCase() } } : undefined,
  );
  return { clients: page.items.map((i) => stripKeys<Client>(i)), nextCursor: page.nextCursor };
}

/** A new company; the id is new, so the write only guards against a collision. */
export async function createClient(c: Client): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: clientRecord(c),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    }),
  );
}

/**
 * The Update an admin's change of a company's settings is: the fields, its new place in the list,
 * and for a premium level the mark that an admin set it (which ends any trial). Also a part of the
 * transaction that approves a Pro request (`pro-requests.ts`).
 */
export function clientFieldsUpdate(id: string, fields: Record<string, unknown>, at: string) {
  // an admin's level stands until an admin changes it: no trial starts over it
  const all = {
    ...fields,
    ...('premiumLevel' in fields ? { levelSetByAdminAt: at } : {}),
    updatedAt: at,
    gsi3sk: `${at}#${id}`,
  };
  return {
    TableName: tableName(),
    Key: clientKey(id),
    ...updateOf(all, 'premiumLevel' in fields ? ['trialEndsAt', 'gsi4pk', 'gsi4sk'] : []),
  };
}

/** SET these fields on the company, only while it is as the admin saw it (`seen`); answers the new item. */
export async function updateClientFields(
  id: string,
  seen: string | undefined,
  fields: Record<string, unknown>,
): Promise<Client> {
  const update = clientFieldsUpdate(id, fields, new Date().toISOString());
  const r = await ddb.send(
    new UpdateCommand({
      ...update,
      ConditionExpression: seen ? 'attribute_exists(pk) AND updatedAt = :seen' : 'attribute_exists(pk)',
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ...(seen && { ':seen': seen }) },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return stripKeys<Client>(r.Attributes!);
}

/**
 * Makes the user the company's admin user in one transaction: the company must exist, and the user
 * must exist and belong to no company or to this one (a user without one becomes its member, with
 * the index entry that lists a company's members).
 */
export async function setClientAdminUser(clientId: string, user: { _id: string; email: string }): Promise<Client> {
  const at = new Date().toISOString();
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: clientKey(clientId),
            UpdateExpression: 'SET adminUser = :u, updatedAt = :at, gsi3sk = :sk',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':u': user._id, ':at': at, ':sk': `${at}#${clientId}` },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: userKey(user._id),
            UpdateExpression: 'SET clientAssignment = :c, gsi2pk = :members, gsi2sk = :email, updatedAt = :at',
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(clientAssignment) OR clientAssignment = :c)',
            ExpressionAttributeValues: {
              ':c': clientId,
              ':members': clientMembersPartition(clientId),
              ':email': user.email.toLowerCase(),
              ':at': at,
            },
          },
        },
      ],
    }),
  );
  return (await getClient(clientId, true))!;
}

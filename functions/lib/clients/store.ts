import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Client } from '#shared/schemas/catalog';
import type { User } from '#shared/schemas/user';
import { updateOf } from '#lib/table/update-expression';
import { batchGet, batchPut, ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { assignToClient } from '#lib/users/store';
import { clientKey, clientRecord, clientTypePartition, trialIndex } from './keys.ts';

export async function putClient(c: Client): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName(), Item: clientRecord(c) }));
}

/** Companies stored as they are, in batches (the demo seed). */
export const putClients = (cs: readonly Client[]) => batchPut(cs.map(clientRecord));

/**
 * SETs these fields on the company as given, its change time kept: what turns a feature on for a
 * company outside its forms (the demo data's Pro, loyalty and messaging settings).
 */
export async function setClientFields(id: string, fields: Record<string, unknown>): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: clientKey(id),
      ...updateOf(fields, []),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

/** Names the company's admin user unless it has one (the first stands); answers whether this call named it. */
export async function claimAdminUser(id: string, userId: string): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: clientKey(id),
        UpdateExpression: 'SET adminUser = :u',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(adminUser)',
        ExpressionAttributeValues: { ':u': userId },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

export async function getClient(id: string, consistent = false): Promise<Client | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: clientKey(id), ConsistentRead: consistent }));
  return r.Item ? stripKeys<Client>(r.Item) : undefined;
}

/** Companies by id (those that exist), in one batch read. */
export const getClients = (ids: string[]) => batchGet<Client>([...new Set(ids)].map(clientKey));

/**
 * A new company and its first member, in one transaction: the company item, whatever goes with it
 * (its API secret item) and the user's assignment, which must not exist yet.
 */
export async function createClientWithMember(
  c: Client,
  user: Pick<User, '_id' | 'email'>,
  extra: Record<string, unknown>[],
): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: clientRecord(c), ConditionExpression: 'attribute_not_exists(pk)' } },
        ...extra.map((Item) => ({
          Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
        })),
        assignToClient(user, c._id, c.createdAt),
      ],
    }),
  );
}

/** What a Pro trial writes on the company: Pro now, free again at `trialEndsAt` (the trial schedule). */
export const trialFields = (id: string, trialEndsAt: string) => ({
  premiumLevel: 'pro' as const,
  premiumEnabled: true,
  trialEndsAt,
  ...trialIndex({ _id: id, trialEndsAt }),
});

/**
 * Makes the user the first member of a company nobody has claimed: the company gets its adminUser
 * only if it has none (two people claiming at once: one wins, the other's claim waits for them),
 * and the user the assignment only if they have none.
 */
export async function claimUnclaimed(c: Client, user: Pick<User, '_id' | 'email'>, at: string): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: clientKey(c._id),
            UpdateExpression: 'SET adminUser = :me, updatedAt = :at, gsi3sk = :sk',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(adminUser)',
            ExpressionAttributeValues: { ':me': user._id, ':at': at, ':sk': `${at}#${c._id}` },
          },
        },
        assignToClient(user, c._id, at),
      ],
    }),
  );
}

/** The form's fields a save writes; an empty optional field is removed. */
export type EntityFields = Partial<Record<string, string | string[]>>;

/**
 * Saves the company form. `seen` is the updatedAt the caller read: a save over a change made
 * meanwhile is refused (conditional), never merged silently. `premium` sets the level with
 * premiumEnabled following it and ends any trial (an admin's choice outlives the trial schedule,
 * and no later trial starts over it).
 */
export async function updateClient(
  current: Client,
  fields: EntityFields,
  opts: { at: string; adminUser?: string; premium?: Client['premiumLevel'] },
): Promise<Client> {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  const next: Record<string, unknown> = { ...current, updatedAt: opts.at };
  const put = (field: string, value: unknown) => {
    set[field] = value;
    next[field] = value;
  };
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === '') {
      remove.push(field);
      delete next[field];
    } else put(field, value);
  }
  put('updatedAt', opts.at);
  if (opts.adminUser) put('adminUser', opts.adminUser);
  if (opts.premium) {
    put('premiumLevel', opts.premium);
    put('premiumEnabled', opts.premium === 'pro');
    // an admin's level stands until an admin changes it: no trial starts over it
    put('levelSetByAdminAt', opts.at);
    remove.push('trialEndsAt', 'gsi4pk', 'gsi4sk');
    delete next.trialEndsAt;
  }
  const name = (next.name as string) ?? current.name;
  const type = (next.type as Client['type'] | undefined) ?? current.type;
  put('gsi1pk', clientTypePartition(type));
  put('gsi1sk', `${name.toLowerCase()}#${current._id}`);
  put('gsi3sk', `${opts.at}#${current._id}`);
  delete next.gsi1pk;
  delete next.gsi1sk;
  delete next.gsi3sk;
  const update = updateOf(set, remove);
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: clientKey(current._id),
      ...update,
      ConditionExpression: 'attribute_exists(pk) AND updatedAt = :seen',
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':seen': current.updatedAt },
    }),
  );
  return next as Client;
}

import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Client } from '#shared/schemas/catalog';
import type { User } from '#shared/schemas/user';
import { ddb, META, stripKeys, tableName } from '#lib/table/dynamodb';

export const clientKey = (id: string) => ({ pk: `CLIENT#${id}`, sk: META });

/** The Pro trials the trial schedule reads, by end: a sparse index, present only while a trial runs. */
export const PRO_TRIALS = 'PROTRIALS';
const trialIndex = (c: Pick<Client, '_id' | 'trialEndsAt'>) => ({
  gsi4pk: PRO_TRIALS,
  gsi4sk: `${c.trialEndsAt}#${c._id}`,
});

const toItem = (c: Client) => ({
  ...c,
  ...clientKey(c._id),
  entity: 'client',
  // option lists (dispensaries, labs, producers) read one partition per client type, sorted by name
  gsi1pk: `CLIENTTYPE#${c.type}`,
  gsi1sk: `${c.name.toLowerCase()}#${c._id}`,
  gsi3pk: 'CLIENTS',
  gsi3sk: `${c.updatedAt}#${c._id}`,
  ...(c.trialEndsAt && c.premiumLevel === 'pro' ? trialIndex(c) : {}),
});

export async function putClient(c: Client): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName(), Item: toItem(c) }));
}

export async function getClient(id: string, consistent = false): Promise<Client | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: clientKey(id), ConsistentRead: consistent }));
  return r.Item ? stripKeys<Client>(r.Item) : undefined;
}

/** The user's new assignment, with the index entry that lists a company's members (db/users.ts). */
const assign = (user: Pick<User, '_id' | 'email'>, clientId: string, at: string) => ({
  Update: {
    TableName: tableName(),
    Key: { pk: `USER#${user._id}`, sk: META },
    UpdateExpression: 'SET clientAssignment = :c, gsi2pk = :members, gsi2sk = :email, updatedAt = :at',
    // one company per person: an assignment made meanwhile (another claim, an approval) wins
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(clientAssignment)',
    ExpressionAttributeValues: {
      ':c': clientId,
      ':members': `CLIENT#${clientId}#USERS`,
      ':email': user.email.toLowerCase(),
      ':at': at,
    },
  },
});

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
        { Put: { TableName: tableName(), Item: toItem(c), ConditionExpression: 'attribute_not_exists(pk)' } },
        ...extra.map((Item) => ({
          Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
        })),
        assign(user, c._id, c.createdAt),
      ],
    }),
  );
}

/** Whether anyone belongs to the company: a member listed by the users' index. */
export async function hasMembers(clientId: string): Promise<boolean> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :p',
      ExpressionAttributeValues: { ':p': `CLIENT#${clientId}#USERS` },
      Limit: 1,
      ProjectionExpression: 'pk',
    }),
  );
  return (r.Items?.length ?? 0) > 0;
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
        assign(user, c._id, at),
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
  const set: string[] = [];
  const remove: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':seen': current.updatedAt };
  const next: Record<string, unknown> = { ...current, updatedAt: opts.at };
  const put = (field: string, value: unknown) => {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    set.push(`#${field} = :${field}`);
    next[field] = value;
  };
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === '') {
      names[`#${field}`] = field;
      remove.push(`#${field}`);
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
    for (const f of ['trialEndsAt', 'gsi4pk', 'gsi4sk']) {
      names[`#${f}`] = f;
      remove.push(`#${f}`);
    }
    delete next.trialEndsAt;
  }
  const name = (next.name as string) ?? current.name;
  const type = (next.type as string) ?? current.type;
  put('gsi1pk', `CLIENTTYPE#${type}`);
  put('gsi1sk', `${name.toLowerCase()}#${current._id}`);
  put('gsi3sk', `${opts.at}#${current._id}`);
  delete next.gsi1pk;
  delete next.gsi1sk;
  delete next.gsi3sk;
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: clientKey(current._id),
      UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(pk) AND updatedAt = :seen',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
  return next as Client;
}

import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '#shared/schemas/user';
import { batchDelete, ddb, META, stripKeys, tableName } from '#lib/table/dynamodb';
import { updateOf } from '#lib/table/update-expression';
import { clientMembersPartition, emailKey, subjectPartition, userKey, userPartition, userRecord } from './keys.ts';

/** Creates a user; the EMAIL# item, written in the same transaction, keeps e-mails unique. */
export async function createUser(u: User): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: userRecord(u), ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Put: {
            TableName: tableName(),
            Item: { ...emailKey(u.email), entity: 'email', userId: u._id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    }),
  );
}

export async function getUser(id: string): Promise<User | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: userKey(id) }));
  return r.Item ? stripKeys<User>(r.Item) : undefined;
}

export async function findUserBySub(sub: string): Promise<User | undefined> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': subjectPartition(sub) },
      Limit: 1,
    }),
  );
  const item = r.Items?.[0];
  return item ? stripKeys<User>(item) : undefined;
}

/** The user signed up with this e-mail (compared lowercased), through the uniqueness item. */
export async function findUserByEmail(email: string): Promise<User | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: emailKey(email) }));
  const id = r.Item?.userId as string | undefined;
  return id ? getUser(id) : undefined;
}

/**
 * New contact details. A changed e-mail moves its uniqueness item in the same transaction, so two
 * accounts can never end up holding one address.
 */
export async function updateContact(u: User, contact: { email: string; phone?: string }): Promise<User> {
  const updatedAt = new Date().toISOString();
  const next: User = { ...u, email: contact.email, updatedAt };
  if (contact.phone) next.phone = contact.phone;
  else delete next.phone;
  const emailChanged = contact.email.toLowerCase() !== u.email.toLowerCase();
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        // an update, not a Put of the item as read: a session ended meanwhile (logout, a new
        // password elsewhere) must stay ended
        {
          Update: {
            TableName: tableName(),
            Key: userKey(u._id),
            UpdateExpression: `SET email = :email, updatedAt = :at${u.clientAssignment ? ', gsi2sk = :lower' : ''}${next.phone ? ', phone = :phone' : ' REMOVE phone'}`,
            ConditionExpression: 'attribute_exists(pk) AND updatedAt = :seen',
            ExpressionAttributeValues: {
              ':email': next.email,
              ':at': updatedAt,
              ':seen': u.updatedAt,
              ...(u.clientAssignment ? { ':lower': next.email.toLowerCase() } : {}),
              ...(next.phone ? { ':phone': next.phone } : {}),
            },
          },
        },
        ...(emailChanged
          ? [
              {
                Delete: {
                  TableName: tableName(),
                  Key: emailKey(u.email),
                  ConditionExpression: 'userId = :me',
                  ExpressionAttributeValues: { ':me': u._id },
                },
              },
              {
                Put: {
                  TableName: tableName(),
                  Item: { ...emailKey(contact.email), entity: 'email', userId: u._id },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ]
          : []),
      ],
    }),
  );
  return next;
}

/**
 * Deletes every item in the user's partition but the user item itself (binder items with their
 * notes, and whatever else is kept under USER#<id>), 25 at a time, until none is left; the indexes
 * drop them with their items. The user item goes last, with the e-mail claim (deleteUser), so a
 * deletion cut short leaves an account that can be deleted again rather than orphaned data.
 */
export async function deleteUserItems(userId: string): Promise<number> {
  const pk = userPartition(userId);
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': pk },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: start,
      }),
    );
    const keys = (r.Items ?? []).filter((i) => i.sk !== META) as { pk: string; sk: string }[];
    await batchDelete(keys);
    deleted += keys.length;
    start = r.LastEvaluatedKey;
  } while (start);
  return deleted;
}

/** Removes a user and their e-mail claim together. */
export async function deleteUser(u: User): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: userKey(u._id), ConditionExpression: 'attribute_exists(pk)' } },
        { Delete: { TableName: tableName(), Key: emailKey(u.email) } },
      ],
    }),
  );
}

/** A new password has been set: the expiry flag an admin raised is lowered. */
export async function clearPasswordExpired(u: User): Promise<User> {
  const updatedAt = new Date().toISOString();
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(u._id),
      UpdateExpression: 'SET passwordExpired = :f, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':f': false, ':at': updatedAt },
    }),
  );
  return { ...u, passwordExpired: false, updatedAt };
}

/**
 * The Update of a transaction that makes the user a member of a company (a new company's first
 * member, a claim), with the index entry that lists the company's members.
 */
export const assignToClient = (user: Pick<User, '_id' | 'email'>, clientId: string, at: string) => ({
  Update: {
    TableName: tableName(),
    Key: userKey(user._id),
    UpdateExpression: 'SET clientAssignment = :c, gsi2pk = :members, gsi2sk = :email, updatedAt = :at',
    // one company per person: an assignment made meanwhile (another claim, an approval) wins
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(clientAssignment)',
    ExpressionAttributeValues: {
      ':c': clientId,
      ':members': clientMembersPartition(clientId),
      ':email': user.email.toLowerCase(),
      ':at': at,
    },
  },
});

/** Makes an existing user, of no company yet, a member of this one, as a claim's approval does. */
export async function assignUser(id: string, clientId: string, at = new Date().toISOString()): Promise<void> {
  const user = await getUser(id);
  if (!user) throw new Error(`no user ${id}`);
  await ddb.send(new UpdateCommand(assignToClient(user, clientId, at).Update));
}

/**
 * SETs these fields on the user as given, its change time kept: what no form changes (an expired
 * password, a flag the admin's role toggle would write with its own effects). Not its company:
 * that is `assignUser`, which lists the member too.
 */
export async function setUserFields(id: string, fields: Record<string, unknown>): Promise<void> {
  if ('clientAssignment' in fields) throw new Error('a company is assigned by assignUser, which lists the member');
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(id),
      ...updateOf(fields, []),
      ConditionExpression: 'attribute_exists(pk)',
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
      ExpressionAttributeValues: { ':p': clientMembersPartition(clientId) },
      Limit: 1,
      ProjectionExpression: 'pk',
    }),
  );
  return (r.Items?.length ?? 0) > 0;
}

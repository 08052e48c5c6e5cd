import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '#shared/schemas/user';
import { batchDelete, ddb, META, stripKeys, tableName } from '#lib/table/dynamodb';

export const userKey = (id: string) => ({ pk: `USER#${id}`, sk: META });

const toItem = (u: User) => ({
  ...u,
  ...userKey(u._id),
  entity: 'user',
  gsi1pk: `SUB#${u.sub}`,
  gsi1sk: META,
  ...(u.clientAssignment ? { gsi2pk: `CLIENT#${u.clientAssignment}#USERS`, gsi2sk: u.email.toLowerCase() } : {}),
  gsi3pk: 'USERS',
  gsi3sk: `${u.createdAt}#${u._id}`,
});

/** Creates a user; the EMAIL# item, written in the same transaction, keeps e-mails unique. */
export async function createUser(u: User): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: toItem(u), ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Put: {
            TableName: tableName(),
            Item: { pk: `EMAIL#${u.email.toLowerCase()}`, sk: META, entity: 'email', userId: u._id },
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
      ExpressionAttributeValues: { ':p': `SUB#${sub}` },
      Limit: 1,
    }),
  );
  const item = r.Items?.[0];
  return item ? stripKeys<User>(item) : undefined;
}

/** The user signed up with this e-mail (compared lowercased), through the uniqueness item. */
export async function findUserByEmail(email: string): Promise<User | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: { pk: `EMAIL#${email.toLowerCase()}`, sk: META } }),
  );
  const id = r.Item?.userId as string | undefined;
  return id ? getUser(id) : undefined;
}

const emailKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: META });

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
  const pk = `USER#${userId}`;
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

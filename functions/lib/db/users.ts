import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '#shared/schemas/user';
import { ddb, META, stripKeys, tableName } from './client.ts';

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
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: { pk: `EMAIL#${email.toLowerCase()}`, sk: META } }));
  const id = r.Item?.userId as string | undefined;
  return id ? getUser(id) : undefined;
}

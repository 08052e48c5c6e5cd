import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SignupCategory } from '#shared/schemas/signup-categories';
import { ddb, tableName } from '#lib/table/dynamodb';
import { clientPartition } from '#lib/clients/keys';

// A client's loyalty signup categories: one small item of their own, `CLIENT#<clientId>` /
// `SIGNUPCATEGORIES`, so saving them never races a save of the company or its other settings.

export const signupCategoriesKey = (clientId: string) => ({ pk: clientPartition(clientId), sk: 'SIGNUPCATEGORIES' });

export async function getSignupCategories(clientId: string): Promise<SignupCategory[]> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: signupCategoriesKey(clientId) }));
  return (r.Item?.categories as SignupCategory[] | undefined) ?? [];
}

/** Replaces the client's categories. */
export async function putSignupCategories(clientId: string, categories: SignupCategory[]): Promise<string> {
  const updatedAt = new Date().toISOString();
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...signupCategoriesKey(clientId), entity: 'signupCategories', categories, updatedAt },
    }),
  );
  return updatedAt;
}

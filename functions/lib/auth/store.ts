import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { rateWindowKey, signatureSeenKey } from '#lib/auth/keys';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';

// The rate limits' counters: one item per limit and window, gone by TTL after `expiresAt`.

/** Counts one hit in the window; answers the window's hits so far. */
export async function countHit(limit: string, windowStart: number, expiresAt: number): Promise<number> {
  const r = await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: rateWindowKey(limit, windowStart),
      UpdateExpression:
        'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :exp), entity = if_not_exists(entity, :e)',
      ExpressionAttributeValues: { ':one': 1, ':exp': expiresAt, ':e': 'rate' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(r.Attributes?.hits ?? 0);
}

/** The hits a window had (0 when none, or gone). */
export async function hitsIn(limit: string, windowStart: number): Promise<number> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: rateWindowKey(limit, windowStart) }));
  return Number(r.Item?.hits ?? 0);
}

/** Keeps a signed request's signature until `expiresAt`; false when it was kept before (a replay). */
export async function firstUseOf(apiKey: string, signature: string, expiresAt: number): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...signatureSeenKey(apiKey, signature), entity: 'signedRequest', expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

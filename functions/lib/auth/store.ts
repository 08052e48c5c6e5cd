import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { rateWindowKey } from '#lib/auth/keys';
import { ddb, tableName } from '#lib/table/dynamodb';

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

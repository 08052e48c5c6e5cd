import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { ddb, tableName } from '#lib/table/dynamodb';
import { open, seal, type Envelope } from '#lib/aws/kms';
import { apiKeyPartition, apiSecretKey, clientKey } from '#lib/clients/keys';

// A company's API secret (docs/client-companies.md): made here, kept only sealed (#lib/aws/kms)
// in its own item beside the company (pk CLIENT#<id>, sk APISECRET, entity 'apiSecret'), never in
// the company item, which answers, option lists and the stream-fed indexes read. No stream
// worker takes 'apiSecret' items, and no log line names the secret.

const context = (clientId: string) => ({ clientId });

/** A new key and secret: the key names the company publicly, the secret proves a caller holds it. */
export const newCredentials = () => ({
  apiKey: `ck_${randomBytes(12).toString('hex')}`,
  apiSecret: randomBytes(32).toString('base64url'),
});

/** The sealed item for a company's secret, to write with the company (a transaction) or alone. */
export async function secretItem(clientId: string, apiKey: string, apiSecret: string, at: string) {
  const envelope = await seal(apiSecret, context(clientId));
  return {
    ...apiSecretKey(clientId),
    entity: 'apiSecret',
    clientId,
    apiKey,
    ...envelope,
    gsi2pk: apiKeyPartition(apiKey),
    gsi2sk: 'APISECRET',
    updatedAt: at,
  };
}

/**
 * Replaces the company's key and secret (rotation) together with the key shown on the company:
 * the old secret stops opening anything at once.
 */
export async function rotateSecret(item: Awaited<ReturnType<typeof secretItem>>): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: item } },
        {
          Update: {
            TableName: tableName(),
            Key: clientKey(item.clientId),
            UpdateExpression: 'SET apiKey = :k',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':k': item.apiKey },
          },
        },
      ],
    }),
  );
}

/** The company's key and its secret, unsealed; undefined when it has none yet. */
export async function revealSecret(clientId: string): Promise<{ apiKey: string; apiSecret: string } | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: apiSecretKey(clientId), ConsistentRead: true }),
  );
  if (!r.Item) return undefined;
  const item = r.Item as Envelope & { apiKey: string };
  return { apiKey: item.apiKey, apiSecret: await open(item, context(clientId)) };
}

/**
 * The company whose current key this is, with its secret unsealed; undefined for a key nobody holds
 * (never made, or rotated away). The index finds the item; the item itself, read consistently, must
 * still carry this key, so a rotation ends the old key at once, before the index has caught up.
 */
export async function secretOfKey(apiKey: string): Promise<{ clientId: string; apiSecret: string } | undefined> {
  const found = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :k',
      ExpressionAttributeValues: { ':k': apiKeyPartition(apiKey) },
      ProjectionExpression: 'clientId',
      Limit: 1,
    }),
  );
  const clientId = (found.Items?.[0] as { clientId?: string } | undefined)?.clientId;
  if (!clientId) return undefined;
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: apiSecretKey(clientId), ConsistentRead: true }),
  );
  const item = r.Item as (Envelope & { apiKey: string }) | undefined;
  if (!item || item.apiKey !== apiKey) return undefined;
  return { clientId, apiSecret: await open(item, context(clientId)) };
}

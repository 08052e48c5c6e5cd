import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

let client: DynamoDBDocumentClient | undefined;

/**
 * The document client, made on first use: the configuration (DYNAMODB_ENDPOINT is set only by the
 * local runtime; in AWS the SDK finds the regional endpoint) is read when a call is made, not when
 * a module that imports this one happens to load.
 */
export const ddb = {
  send: ((command: Parameters<DynamoDBDocumentClient['send']>[0]) => {
    client ??= DynamoDBDocumentClient.from(
      new DynamoDBClient(process.env.DYNAMODB_ENDPOINT ? { endpoint: process.env.DYNAMODB_ENDPOINT, region: process.env.AWS_REGION ?? 'us-west-2' } : {}),
      { marshallOptions: { removeUndefinedValues: true } },
    );
    return client.send(command);
  }) as DynamoDBDocumentClient['send'],
};

export const tableName = () => {
  const t = process.env.TABLE_NAME;
  if (!t) throw new Error('TABLE_NAME is not configured');
  return t;
};

/** The key attributes every item may carry; they never leave the data layer. */
export const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'gsi4pk', 'gsi4sk', 'expiresAt', 'entity'] as const;

export function stripKeys<T>(item: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) if (!(KEY_ATTRIBUTES as readonly string[]).includes(k)) out[k] = v;
  return out as T;
}

/** The sort key every entity's main item uses. */
export const META = '#META';

/** A write whose condition did not hold (the item is there already, or not in the state asked for). */
export const isConditionFailure = (e: unknown) => (e as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * Writes the item unless its key is taken, and answers what the table holds either way: the key is
 * the uniqueness rule, so two racing writers both get the one item that won, never two.
 */
export async function putIfAbsent<T>(item: T, key: { pk: string; sk: string }, attributes: Record<string, unknown>): Promise<{ item: T; created: boolean }> {
  try {
    await ddb.send(new PutCommand({ TableName: tableName(), Item: { ...item, ...attributes, ...key }, ConditionExpression: 'attribute_not_exists(pk)' }));
    return { item, created: true };
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const existing = await ddb.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    if (!existing.Item) throw e;
    return { item: stripKeys<T>(existing.Item), created: false };
  }
}

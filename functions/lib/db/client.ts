import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// DYNAMODB_ENDPOINT is set only by the local runtime; in AWS the SDK finds the regional endpoint.
const endpoint = process.env.DYNAMODB_ENDPOINT;

export const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient(
    endpoint
      ? { endpoint, region: process.env.AWS_REGION ?? 'us-west-2' }
      : {},
  ),
  { marshallOptions: { removeUndefinedValues: true } },
);

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

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { messages } from '#shared/messages';
import { ddb, tableName } from './db/client.ts';
import { httpError } from './errors.ts';

// Sliding-window counters in the table: one item per key and window, gone by TTL after it. The
// count is this window's hits plus the previous window's, weighted by how much of it still
// overlaps the last windowSeconds, so a burst cannot double up across a window boundary.

export interface Limit {
  /** What is counted, e.g. `signin:email:a@b.co`. */
  key: string;
  max: number;
  windowSeconds: number;
}

async function estimate(l: Limit, now: number): Promise<number> {
  const window = now - (now % l.windowSeconds);
  const [current, previous] = await Promise.all([
    ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `RATE#${l.key}`, sk: String(window) },
        UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :exp), entity = if_not_exists(entity, :e)',
        ExpressionAttributeValues: { ':one': 1, ':exp': window + l.windowSeconds * 2, ':e': 'rate' },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
    ddb.send(new GetCommand({ TableName: tableName(), Key: { pk: `RATE#${l.key}`, sk: String(window - l.windowSeconds) } })),
  ]);
  const overlap = 1 - (now - window) / l.windowSeconds;
  return Number(current.Attributes?.hits ?? 0) + Number(previous.Item?.hits ?? 0) * overlap;
}

/** Counts one attempt against each limit; 429 when any is over. */
export async function rateLimit(...limits: Limit[]): Promise<void> {
  const now = Date.now() / 1000;
  const counts = await Promise.all(limits.map(async (l) => ({ hits: await estimate(l, Math.floor(now)), max: l.max })));
  if (counts.some((c) => c.hits > c.max)) throw httpError(429, messages.rateLimited);
}

/**
 * The caller's address. CloudFront appends the viewer's address to X-Forwarded-For, so the last
 * entry is the one no client can forge; API Gateway's own sourceIp would be CloudFront's.
 */
export function clientIp(headers: Record<string, string | undefined>, sourceIp: string | undefined): string {
  const forwarded = headers['x-forwarded-for']?.split(',').map((s) => s.trim()).filter(Boolean);
  return forwarded?.at(-1) ?? sourceIp ?? 'unknown';
}

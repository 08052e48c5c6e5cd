import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import * as commonMessages from '#shared/messages/common';
import { countHit, hitsIn } from '#lib/auth/store';
import { httpError } from '#lib/base/errors';

// Sliding-window counters in the table: one item per key and window, gone by TTL after it. The
// count is this window's hits plus the previous window's, weighted by how much of it still
// overlaps the last windowSeconds, so a burst cannot double up across a window boundary.

export interface Limit {
  /** What is counted, e.g. `signin:email:a@b.co`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * The key as stored: anything long is hashed, so no input can push a key past DynamoDB's 2 KB
 * partition key limit (the prefix stays readable).
 */
export const boundedKey = (key: string): string =>
  key.length <= 300 ? key : `${key.slice(0, 40)}#${createHash('sha256').update(key).digest('base64url')}`;

async function estimate(l: Limit, now: number): Promise<number> {
  const window = now - (now % l.windowSeconds);
  const key = boundedKey(l.key);
  const [current, previous] = await Promise.all([
    countHit(key, window, window + l.windowSeconds * 2),
    hitsIn(key, window - l.windowSeconds),
  ]);
  const overlap = 1 - (now - window) / l.windowSeconds;
  return current + previous * overlap;
}

/** Counts one hit against a limit; false when it is over. */
export async function withinLimit(l: Limit): Promise<boolean> {
  return (await estimate(l, Math.floor(Date.now() / 1000))) <= l.max;
}

/** Counts one attempt against each limit; 429 when any is over. */
export async function rateLimit(...limits: Limit[]): Promise<void> {
  const within = await Promise.all(limits.map(withinLimit));
  if (within.includes(false)) throw httpError(429, commonMessages.rateLimited);
}

/**
 * The caller's address. CloudFront appends the viewer's address to X-Forwarded-For, so the last
 * entry is the one no client can forge; API Gateway's own sourceIp would be CloudFront's. An entry
 * that is not an address (only a client that reaches the API without CloudFront, or a loopback
 * client of the local gateway, can send one) is kept apart under a short hash of itself, so it
 * neither shares a bucket with real addresses nor grows a key.
 */
export function clientIp(headers: Record<string, string | undefined>, sourceIp: string | undefined): string {
  const last =
    headers['x-forwarded-for']
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1) ?? sourceIp;
  if (!last) return 'unknown';
  if (isIP(last)) return last.toLowerCase();
  return `not-an-address#${createHash('sha256').update(last).digest('base64url').slice(0, 22)}`;
}

import { badRequest } from '../errors.ts';

// A page cursor is DynamoDB's LastEvaluatedKey, base64url-encoded; it is checked on the way back in
// so a caller cannot aim a query at another partition.
export const encodeCursor = (key: Record<string, unknown> | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

export function decodeCursor(cursor: string | undefined, expect: Record<string, string>): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('cursor: must be a cursor from a previous page');
  }
  const ok =
    typeof key === 'object' && key !== null && !Array.isArray(key) &&
    Object.values(key).every((v) => typeof v === 'string') &&
    Object.entries(expect).every(([k, v]) => (key as Record<string, unknown>)[k] === v);
  if (!ok) throw badRequest('cursor: must be a cursor from a previous page');
  return key as Record<string, unknown>;
}

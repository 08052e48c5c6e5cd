import * as commonMessages from '#shared/messages/common';
import { badRequest } from '#lib/base/errors';

// A page cursor is DynamoDB's LastEvaluatedKey, base64url-encoded. It comes back from the caller,
// so it is checked before DynamoDB sees it: it must hold exactly the key attributes of the table
// or index being read (any other shape makes DynamoDB refuse the query, which would be a 500), each
// a short non-empty string, and name the partition being read (so a query cannot be aimed at
// another partition, e.g. another person's binder).

/** What a query reads: the index (none for the table's own key), its partition, and optionally a sort-key prefix. */
export interface CursorScope {
  index?: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';
  partition: string;
  sortPrefix?: string;
}

// DynamoDB's own bounds on key values: 2048 bytes for a partition key, 1024 for a sort key
const MAX_KEY_BYTES = 1024;

export const encodeCursor = (key: Record<string, unknown> | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

const keyNames = (index: CursorScope['index']) => (index ? ['pk', 'sk', `${index}pk`, `${index}sk`] : ['pk', 'sk']);

/**
 * A page from a query that asked for one item more than the page shows (`Limit: limit + 1`). The
 * extra item only tells that another page follows; the cursor then names the page's last item. A
 * page that ends exactly where the partition ends so carries no cursor, where DynamoDB's own
 * LastEvaluatedKey would name one and the next request would come back empty. A read that stopped
 * short of the limit (DynamoDB's 1 MB page) keeps DynamoDB's key.
 */
export function pageWithLookahead<T extends Record<string, unknown>>(
  answer: { Items?: T[]; LastEvaluatedKey?: Record<string, unknown> },
  limit: number,
  index: CursorScope['index'],
): { items: T[]; nextCursor: string | null } {
  const items = answer.Items ?? [];
  if (items.length <= limit) return { items, nextCursor: encodeCursor(answer.LastEvaluatedKey) };
  const shown = items.slice(0, limit);
  const last = shown.at(-1)!;
  return { items: shown, nextCursor: encodeCursor(Object.fromEntries(keyNames(index).map((n) => [n, last[n]]))) };
}

export function decodeCursor(cursor: string | undefined, scope: CursorScope): Record<string, string> | undefined {
  if (!cursor) return undefined;
  const bad = () => badRequest(`cursor: ${commonMessages.badCursor}`);
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw bad();
  const fields = key as Record<string, unknown>;
  const names = keyNames(scope.index);
  const partitionName = scope.index ? `${scope.index}pk` : 'pk';
  const sortName = scope.index ? `${scope.index}sk` : 'sk';
  const ok =
    Object.keys(fields).length === names.length &&
    names.every(
      (n) => typeof fields[n] === 'string' && fields[n] !== '' && Buffer.byteLength(fields[n]) <= MAX_KEY_BYTES,
    ) &&
    fields[partitionName] === scope.partition &&
    (scope.sortPrefix === undefined || (fields[sortName] as string).startsWith(scope.sortPrefix));
  if (!ok) throw bad();
  return fields as Record<string, string>;
}

import * as commonMessages from '#shared/messages/common';
import { badRequest } from '#lib/runtime/errors';

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
  const names = scope.index ? ['pk', 'sk', `${scope.index}pk`, `${scope.index}sk`] : ['pk', 'sk'];
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

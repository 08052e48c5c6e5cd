import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './dynamodb.ts';
import { decodeCursor, encodeCursor, pageWithLookahead } from './page-cursor.ts';

/** How many items a filtered page reads at most before it answers what it found (and a cursor). */
export const FILTER_READ_BUDGET = 1000;

export interface PagedList {
  index: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';
  partition: string;
  /** Only the items whose sort key starts so (one status of a list kept by status then time). */
  sortPrefix?: string;
}

/** A FilterExpression with its own names and values (value names must not be `:p` or `:sp`). */
export interface ItemFilter {
  expression: string;
  names?: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * One page of an index partition, newest sort key first, optionally narrowed by a filter. A search
 * box over a list no index serves reads the list's own partition with a FilterExpression: at most
 * FILTER_READ_BUDGET items a request (no Scan, never the whole list), answering the matches it met
 * and a cursor to go on, so a filtered page may be short, or even empty with a cursor, when matches
 * are rare. The cursor names the last item answered and is checked against the partition.
 */
export async function filteredPage(
  list: PagedList,
  limit: number,
  cursor: string | undefined,
  filter?: ItemFilter,
): Promise<{ items: Record<string, unknown>[]; nextCursor: string | null }> {
  const pk = `${list.index}pk`;
  const sk = `${list.index}sk`;
  const query = (start: Record<string, unknown> | undefined, max: number) =>
    ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: list.index,
        KeyConditionExpression: list.sortPrefix ? `${pk} = :p AND begins_with(${sk}, :sp)` : `${pk} = :p`,
        ...(filter && { FilterExpression: filter.expression }),
        ...(filter?.names && { ExpressionAttributeNames: filter.names }),
        ExpressionAttributeValues: {
          ':p': list.partition,
          ...(list.sortPrefix ? { ':sp': list.sortPrefix } : {}),
          ...filter?.values,
        },
        ScanIndexForward: false,
        Limit: max,
        ExclusiveStartKey: start,
      }),
    );
  let start = decodeCursor(cursor, list) as Record<string, unknown> | undefined;
  if (!filter) return pageWithLookahead(await query(start, limit + 1), limit, list.index);
  const items: Record<string, unknown>[] = [];
  let read = 0;
  do {
    const r = await query(start, Math.min(FILTER_READ_BUDGET - read, 200));
    read += r.ScannedCount ?? 0;
    items.push(...(r.Items ?? []));
    start = r.LastEvaluatedKey;
    if (items.length >= limit) {
      // a filtered read may find more than asked: the next page starts after the last one answered
      const kept = items.slice(0, limit);
      const last = kept.at(-1)!;
      const more = items.length > limit || start !== undefined;
      return {
        items: kept,
        nextCursor: more ? encodeCursor({ pk: last.pk, sk: last.sk, [pk]: last[pk], [sk]: last[sk] }) : null,
      };
    }
  } while (start && read < FILTER_READ_BUDGET);
  return { items, nextCursor: encodeCursor(start) };
}

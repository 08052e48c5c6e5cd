import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './dynamodb.ts';
import { decodeCursor, pageWithLookahead } from './page-cursor.ts';

/**
 * One page of a gsi1 partition, newest sort key first: the shape of every list a client pages
 * through by last change (brands, test results, offers, messages). The caller's cursor is checked
 * to name this partition before DynamoDB sees it.
 */
export async function newestFirstPage(
  partition: string,
  limit: number,
  cursor?: string,
): Promise<{ items: Record<string, unknown>[]; nextCursor: string | null }> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': partition },
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: decodeCursor(cursor, { index: 'gsi1', partition }),
    }),
  );
  return pageWithLookahead(r, limit, 'gsi1');
}

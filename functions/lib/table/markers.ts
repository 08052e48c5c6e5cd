import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './dynamodb.ts';

// One-off work a runtime does once per table (the demo seed, a first count of what a data folder
// holds) leaves a marker item; its key is the work's own (#lib/table/keys).

/** Whether the work of this marker is done. */
export async function isMarked(key: { pk: string; sk: string }): Promise<boolean> {
  return !!(await ddb.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
}

/** Marks the work done. */
export async function mark(key: { pk: string; sk: string }): Promise<void> {
  await ddb.send(
    new PutCommand({ TableName: tableName(), Item: { ...key, entity: 'marker', markedAt: new Date().toISOString() } }),
  );
}

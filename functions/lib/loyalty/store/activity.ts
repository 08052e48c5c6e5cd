import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#lib/table/dynamodb';
import { clientPartition } from '#lib/clients/keys';

// The loyalty page's counts (docs/client-loyalty-members.md, Activity): per client and day,
// `CLIENT#<clientId>` / `LOYALTYDAY#<YYYY-MM-DD>` with `joins` and `checkIns`, and the all-time
// `CLIENT#<clientId>` / `LOYALTYTOTALS` with `members`. Kept by the stream worker as members join
// and check in, so the charts read a few hundred small items and never walk the members.

const DAY = 'LOYALTYDAY#';
const TOTALS = 'LOYALTYTOTALS';

/** Adds a join (the day's `joins` and the total in one transaction) or a check-in to a day. */
export async function countActivity(clientId: string, day: string, kind: 'join' | 'checkIn'): Promise<void> {
  const dayUpdate = {
    Update: {
      TableName: tableName(),
      Key: { pk: clientPartition(clientId), sk: `${DAY}${day}` },
      UpdateExpression: `ADD ${kind === 'join' ? 'joins' : 'checkIns'} :one SET entity = :e, #d = :day`,
      ExpressionAttributeNames: { '#d': 'day' },
      ExpressionAttributeValues: { ':one': 1, ':e': 'loyaltyDay', ':day': day },
    },
  };
  const totals = {
    Update: {
      TableName: tableName(),
      Key: { pk: clientPartition(clientId), sk: TOTALS },
      UpdateExpression: 'ADD members :one SET entity = :e',
      ExpressionAttributeValues: { ':one': 1, ':e': 'loyaltyTotals' },
    },
  };
  await ddb.send(new TransactWriteCommand({ TransactItems: kind === 'join' ? [dayUpdate, totals] : [dayUpdate] }));
}

/** The counted days from `from` to `to` (inclusive), and the members counted in all. */
export async function activityBetween(
  clientId: string,
  from: string,
  to: string,
): Promise<{ days: { day: string; joins: number; checkIns: number }[]; members: number }> {
  const days: { day: string; joins: number; checkIns: number }[] = [];
  let start: Record<string, unknown> | undefined;
  const totals = ddb.send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: clientPartition(clientId), sk: TOTALS },
      ConsistentRead: true,
    }),
  );
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':p': clientPartition(clientId), ':from': `${DAY}${from}`, ':to': `${DAY}${to}` },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const i of r.Items ?? [])
      days.push({ day: String(i.day), joins: Number(i.joins ?? 0), checkIns: Number(i.checkIns ?? 0) });
    start = r.LastEvaluatedKey;
  } while (start);
  return { days, members: Number((await totals).Item?.members ?? 0) };
}

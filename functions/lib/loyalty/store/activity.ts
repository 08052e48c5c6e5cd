import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#lib/table/dynamodb';
import { clientPartition } from '#lib/clients/keys';
import { activeMarkKey, countedEventKey, memberPartition } from '#lib/loyalty/keys';

// The loyalty counts (docs/client-loyalty-members.md, Activity; docs/client-loyalty-analytics.md):
// per client and day of the store's clock, `CLIENT#<clientId>` / `LOYALTYDAY#<YYYY-MM-DD>` with a
// number per figure (DAY_COUNTS), and the all-time `CLIENT#<clientId>` / `LOYALTYTOTALS` with
// `members`. A week's active members sit on its Monday's item (`weekActive`), a month's on its 1st
// (`monthActive`), so one Query over a range's days reads every figure. Kept by the stream worker
// as things happen, so the pages read a few hundred small items and never walk the members.

const DAY = 'LOYALTYDAY#';
const TOTALS = 'LOYALTYTOTALS';
const CHECKIN = 'CHECKIN#';

/** The figures counted per day. */
export const DAY_COUNTS = [
  'joins',
  'checkIns',
  'repeatVisits',
  'optedOut',
  'pointsIssued',
  'pointsRedeemed',
  'textsSent',
  'textsDelivered',
  'textsFailed',
  'memberOrders',
  'weekActive',
  'monthActive',
] as const;
export type DayCount = (typeof DAY_COUNTS)[number];
export type DayCounts = Partial<Record<DayCount, number>>;

/** A stream event's mark outlives any redelivery of it (streams keep records 24 hours). */
const COUNTED_TTL_S = 2 * 86_400;
/** A member's mark of a week or month outlives the longest period by a little. */
const ACTIVE_TTL_S = 40 * 86_400;

const dayKey = (clientId: string, day: string) => ({ pk: clientPartition(clientId), sk: `${DAY}${day}` });

/** The transaction items that add `adds` to a day (and a join to the all-time total). */
function dayUpdates(clientId: string, day: string, adds: DayCounts) {
  const names = (Object.keys(adds) as DayCount[]).filter((k) => adds[k] !== 0);
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
    {
      Update: {
        TableName: tableName(),
        Key: dayKey(clientId, day),
        UpdateExpression: `SET entity = :e, #d = :day${names.length ? ` ADD ${names.map((n, i) => `#c${i} :v${i}`).join(', ')}` : ''}`,
        ExpressionAttributeNames: { '#d': 'day', ...Object.fromEntries(names.map((n, i) => [`#c${i}`, n])) },
        ExpressionAttributeValues: {
          ':e': 'loyaltyDay',
          ':day': day,
          ...Object.fromEntries(names.map((n, i) => [`:v${i}`, adds[n]])),
        },
      },
    },
  ];
  if (adds.joins)
    items.push({
      Update: {
        TableName: tableName(),
        Key: { pk: clientPartition(clientId), sk: TOTALS },
        UpdateExpression: 'ADD members :n SET entity = :e',
        ExpressionAttributeValues: { ':n': adds.joins, ':e': 'loyaltyTotals' },
      },
    });
  return items;
}

const cancelledByCondition = (e: unknown) =>
  (e as Error).name === 'TransactionCanceledException' &&
  ((e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some(
    (r) => r.Code === 'ConditionalCheckFailed',
  );

/** Adds to a day's counts as they are, with no event to answer for (the demo seed, the bench). */
export async function addToDay(clientId: string, day: string, adds: DayCounts): Promise<void> {
  await ddb.send(new TransactWriteCommand({ TransactItems: dayUpdates(clientId, day, adds) }));
}

/**
 * Adds a stream event's counts to its day, once: the event's mark is written in the same
 * transaction on condition it is new, so a redelivered event writes nothing. False when it had.
 */
export async function countOnce(eventId: string, clientId: string, day: string, adds: DayCounts): Promise<boolean> {
  const mark = {
    Put: {
      TableName: tableName(),
      Item: {
        ...countedEventKey(eventId),
        entity: 'loyaltyCounted',
        expiresAt: Math.floor(Date.now() / 1000) + COUNTED_TTL_S,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: [mark, ...dayUpdates(clientId, day, adds)] }));
    return true;
  } catch (e) {
    if (cancelledByCondition(e)) return false;
    throw e;
  }
}

/**
 * Counts a member active in the week or month starting on `start`, once: their mark for it is
 * written on condition it is new. False when they were counted in it already.
 */
export async function countActive(
  clientId: string,
  phone: string,
  period: 'week' | 'month',
  start: string,
): Promise<boolean> {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...activeMarkKey(clientId, phone, period, start),
                entity: 'loyaltyActiveMark',
                expiresAt: Math.floor(Date.now() / 1000) + ACTIVE_TTL_S,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...dayUpdates(clientId, start, period === 'week' ? { weekActive: 1 } : { monthActive: 1 }),
        ],
      }),
    );
    return true;
  } catch (e) {
    if (cancelledByCondition(e)) return false;
    throw e;
  }
}

/** Whether the member checked in before the check-in at `at` with id `id` (a repeat visit). */
export async function checkedInBefore(clientId: string, phone: string, at: string, id: string): Promise<boolean> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p AND sk BETWEEN :first AND :this',
      ExpressionAttributeValues: {
        ':p': memberPartition(clientId, phone),
        ':first': CHECKIN,
        ':this': `${CHECKIN}${at}#${id}`,
      },
      ProjectionExpression: 'sk',
      Limit: 2,
    }),
  );
  return (r.Items ?? []).some((i) => i.sk !== `${CHECKIN}${at}#${id}`);
}

/** Every counted day from `from` to `to` (inclusive), each with its counts: one Query. */
export async function countedDays(
  clientId: string,
  from: string,
  to: string,
  consistent = false,
): Promise<({ day: string } & Record<DayCount, number>)[]> {
  const days: ({ day: string } & Record<DayCount, number>)[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':p': clientPartition(clientId), ':from': `${DAY}${from}`, ':to': `${DAY}${to}` },
        ConsistentRead: consistent,
        ExclusiveStartKey: start,
      }),
    );
    for (const i of r.Items ?? [])
      days.push({
        day: String(i.day),
        ...(Object.fromEntries(DAY_COUNTS.map((k) => [k, Number(i[k] ?? 0)])) as Record<DayCount, number>),
      });
    start = r.LastEvaluatedKey;
  } while (start);
  return days;
}

/** The counted days from `from` to `to` (inclusive), and the members counted in all. */
export async function activityBetween(
  clientId: string,
  from: string,
  to: string,
): Promise<{ days: { day: string; joins: number; checkIns: number }[]; members: number }> {
  const totals = ddb.send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: clientPartition(clientId), sk: TOTALS },
      ConsistentRead: true,
    }),
  );
  const days = (await countedDays(clientId, from, to, true)).map((d) => ({
    day: d.day,
    joins: d.joins,
    checkIns: d.checkIns,
  }));
  return { days, members: Number((await totals).Item?.members ?? 0) };
}

import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AwardEntry, PointsEntry, Purchase } from '#shared/schemas/loyalty-points';
import type { PointsOffer } from '#shared/schemas/points-offer';
import { ddb, stripKeys, tableName } from '#lib/table/dynamodb';
import { decodeCursor, pageWithLookahead } from '#lib/table/page-cursor';
import {
  balanceKey,
  clientOfferRunsPartition,
  earnedKey,
  memberPartition,
  offerKey,
  POINTS_PREFIX,
} from '#lib/loyalty/keys';

// The points ledger (docs/client-loyalty-offers.md, Ledger), in the member's own partition
// `CLIENT#<clientId>#MEMBER#<e164>`:
// - `PURCHASE#<at>#<id>`: a purchase (the stream worker awards it, as it does `CHECKIN#…`);
// - `POINTS#<at>#<sourceId>#<offerId>`: one award, never edited; its key holds the idempotency key,
//   so the same award written again fails its condition and writes nothing;
// - `EARNED#<offerId>#<day>`: the member earned under a `multiple: false` offer on that day (the
//   offer's day, in its zone); a second award that day fails its condition;
// - `BALANCE`: the running total, `ADD`ed in the transaction that writes each entry, so it is always
//   the sum of the entries.
// The offer's `awardedPoints` grows in that same transaction, on condition it stays within
// `totalPoints`: however many awards run at once, an offer never gives out more than its total.

const PURCHASE = 'PURCHASE#';
const POINTS = POINTS_PREFIX;

/** A purchase as the table holds it: the stream's insert is what earns its points. */
export const purchaseItem = (p: Purchase) => ({
  ...p,
  pk: memberPartition(p.clientId, p.phone),
  sk: `${PURCHASE}${p.at}#${p.id}`,
  entity: 'loyaltyPurchase',
});

export async function recordPurchase(p: Purchase): Promise<void> {
  await ddb.send(
    new PutCommand({ TableName: tableName(), Item: purchaseItem(p), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

/**
 * The client's offers running at `at`: those ending after it (gsi2, one Query by end), whose start
 * came before it. The times decide, not the status, which the sweep moves up to a minute late.
 */
export async function offersRunningAt(clientId: string, at: string): Promise<PointsOffer[]> {
  const offers: PointsOffer[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :p AND gsi2sk > :after',
        FilterExpression: 'startsAt <= :at',
        // '~' sorts after every id character: an offer ending exactly at `at` has ended
        ExpressionAttributeValues: { ':p': clientOfferRunsPartition(clientId), ':after': `${at}#~`, ':at': at },
        ExclusiveStartKey: start,
      }),
    );
    offers.push(...(r.Items ?? []).map((i) => stripKeys<PointsOffer>(i)));
    start = r.LastEvaluatedKey;
  } while (start);
  return offers;
}

/** Why an award wrote nothing. */
export type NotAwarded = 'alreadyAwarded' | 'earnedToday' | 'capReached' | 'offerGone';

const CONFLICT_ATTEMPTS = 8;

/**
 * Writes one award in one transaction: the entry (absent before), the day's mark for a
 * `multiple: false` offer (absent before), the offer's `awardedPoints` (within its total) and the
 * member's balance. Answers the entry, or why nothing was written. Transactions that collide on the
 * offer (awards to many members at once) are tried again after a short random pause.
 */
export async function award(entry: AwardEntry, offer: PointsOffer): Promise<AwardEntry | NotAwarded> {
  const partition = memberPartition(entry.clientId, entry.phone);
  const room = offer.totalPoints === undefined ? undefined : offer.totalPoints - entry.points;
  const items = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...entry, pk: partition, sk: `${POINTS}${entry.at}#${entry.key}`, entity: 'loyaltyPoints' },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: offerKey(offer.client, offer._id),
        UpdateExpression: 'ADD awardedPoints :p',
        ConditionExpression:
          room === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND awardedPoints <= :room',
        ExpressionAttributeValues: { ':p': entry.points, ...(room !== undefined && { ':room': room }) },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: balanceKey(entry.clientId, entry.phone),
        UpdateExpression: 'ADD points :p SET entity = :e, clientId = :c, phone = :phone',
        ExpressionAttributeValues: {
          ':p': entry.points,
          ':e': 'loyaltyBalance',
          ':c': entry.clientId,
          ':phone': entry.phone,
        },
      },
    },
    ...(offer.multiple
      ? []
      : [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...earnedKey(entry.clientId, entry.phone, offer._id, entry.day),
                entity: 'loyaltyEarned',
                key: entry.key,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ]),
  ];
  for (let attempt = 1; ; attempt++) {
    try {
      await ddb.send(new TransactWriteCommand({ TransactItems: items }));
      return entry;
    } catch (e) {
      const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
      if ((e as Error).name !== 'TransactionCanceledException' || !reasons) throw e;
      const failed = (i: number) => reasons[i]?.Code === 'ConditionalCheckFailed';
      // the entry's own check first: a retried award is "already awarded" whatever else holds
      if (failed(0)) return 'alreadyAwarded';
      if (failed(3)) return 'earnedToday';
      if (failed(1)) return room === undefined ? 'offerGone' : 'capReached';
      if (!reasons.some((r) => r.Code === 'TransactionConflict') || attempt === CONFLICT_ATTEMPTS) throw e;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/** A member's running balance alone: what the kiosk greets a checked-in member with, and shows with the rewards. */
export async function balanceOf(clientId: string, phone: string, consistent = false): Promise<number> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: balanceKey(clientId, phone), ConsistentRead: consistent }),
  );
  return Number(r.Item?.points ?? 0);
}

/** A member's balance and one page of their entries, newest first. */
export async function pointsOf(
  clientId: string,
  phone: string,
  limit: number,
  cursor?: string,
): Promise<{ balance: number; entries: PointsEntry[]; nextCursor: string | null }> {
  const partition = memberPartition(clientId, phone);
  const [balance, page] = await Promise.all([
    ddb.send(new GetCommand({ TableName: tableName(), Key: balanceKey(clientId, phone), ConsistentRead: true })),
    ddb.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
        ExpressionAttributeValues: { ':p': partition, ':s': POINTS },
        ScanIndexForward: false,
        ConsistentRead: true,
        Limit: limit + 1,
        ExclusiveStartKey: decodeCursor(cursor, { partition, sortPrefix: POINTS }),
      }),
    ),
  ]);
  const shown = pageWithLookahead(page, limit, undefined);
  return {
    balance: Number(balance.Item?.points ?? 0),
    entries: shown.items.map((i) => stripKeys<PointsEntry>(i)),
    nextCursor: shown.nextCursor,
  };
}

import { PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OfferStatus } from '#shared/points-offers';
import type { PointsOffer } from '#shared/schemas/points-offer';
import { ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { newestFirstPage } from '#lib/table/newest-first-page';
import { loyaltyMessageItem } from '#lib/loyalty/messages';
import { newId } from '#lib/base/ids';
import {
  clientOfferRunsPartition,
  clientOffersPartition,
  dueBy,
  offerKey,
  offersDuePartition,
} from '#lib/loyalty/keys';

// Points offers (docs/client-loyalty-offers.md): `CLIENT#<client>` / `OFFER#<id>`, entity 'pointsOffer'.
// - gsi1 `CLIENT#<client>#OFFERS#<status>` / `<updatedAt>#<id>`: the three lists, newest change first;
// - gsi2 `CLIENT#<client>#OFFERRUNS` / `<endsAt>#<id>`: every offer by its end, so the ledger finds
//   the offers running at a check-in's time with one Query (those ending after it), whatever their
//   status says at that moment;
// - gsi3 `OFFERS#inactive` / `<startsAt>#<id>` and `OFFERS#active` / `<endsAt>#<id>` (sparse: gone
//   once expired): what the schedule's sweep reads, the offers due to start and due to end.
// A status moves only by an update conditional on the status it moves from, so two sweeps at once,
// or a sweep retried, move an offer once.

const sweepIndex = (
  o: Pick<PointsOffer, '_id' | 'startsAt' | 'endsAt'>,
  status: OfferStatus,
): Record<string, string> =>
  status === 'inactive'
    ? { gsi3pk: offersDuePartition('inactive'), gsi3sk: `${o.startsAt}#${o._id}` }
    : status === 'active'
      ? { gsi3pk: offersDuePartition('active'), gsi3sk: `${o.endsAt}#${o._id}` }
      : {};

const listIndex = (client: string, id: string, status: OfferStatus, updatedAt: string) => ({
  gsi1pk: clientOffersPartition(client, status),
  gsi1sk: `${updatedAt}#${id}`,
});

export const offerItem = (o: PointsOffer) => ({
  ...o,
  ...offerKey(o.client, o._id),
  entity: 'pointsOffer',
  ...listIndex(o.client, o._id, o.status, o.updatedAt),
  gsi2pk: clientOfferRunsPartition(o.client),
  gsi2sk: `${o.endsAt}#${o._id}`,
  ...sweepIndex(o, o.status),
});

/**
 * The loyalty message an offer with sendMessage texts its members when it starts: built by the
 * loyalty messages' own item builder (one shape for every message), put inside the same
 * transaction as the offer's start, and due at once, so the send path's sweep fans it out.
 */
function offerMessageItem(o: PointsOffer, id: string, at: string) {
  const { message, key, attributes } = loyaltyMessageItem(
    {
      id,
      client: o.client,
      messageBody: o.mmsMessage ?? '',
      messageMediaAws: o.mmsImage ? [o.mmsImage] : [],
      sendDateTime: at,
      origin: 'offer',
      offerId: o._id,
      ...(o.segment && { segment: o.segment }),
    },
    new Date(at),
  );
  return { ...message, ...attributes, ...key };
}

/**
 * Writes a new offer; one that starts at once with sendMessage writes its loyalty message in the
 * same transaction. Answers the offer as stored.
 */
export async function createOffer(o: PointsOffer): Promise<PointsOffer> {
  if (o.status === 'active' && o.sendMessage) {
    const messageId = newId();
    const offer = { ...o, messageId };
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: offerItem(offer), ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName: tableName(),
              Item: offerMessageItem(offer, messageId, o.createdAt),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return offer;
  }
  await ddb.send(
    new PutCommand({ TableName: tableName(), Item: offerItem(o), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return o;
}

/** One page of a client's offers in one status, newest change first. */
export async function listOffers(client: string, status: OfferStatus, limit: number, cursor?: string) {
  const partition = clientOffersPartition(client, status);
  const page = await newestFirstPage(partition, limit, cursor);
  return { offers: page.items.map((i) => stripKeys<PointsOffer>(i)), nextCursor: page.nextCursor };
}

/**
 * One page of the offers the sweep has to look at: inactive ones whose start has come, or active
 * ones whose end has come, oldest first.
 */
export async function dueOffers(status: 'inactive' | 'active', at: Date, start?: Record<string, unknown>) {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :p AND gsi3sk <= :upTo',
      // '~' sorts after every id character, so an offer due exactly at `at` is included
      ExpressionAttributeValues: { ':p': offersDuePartition(status), ':upTo': dueBy(at) },
      ExclusiveStartKey: start,
      Limit: 100,
    }),
  );
  return { offers: (r.Items ?? []).map((i) => stripKeys<PointsOffer>(i)), next: r.LastEvaluatedKey };
}

/**
 * Starts an inactive offer: one conditional update (status still inactive), in one transaction with
 * its loyalty message when it has sendMessage. False when another run started it first.
 */
export async function startOffer(o: PointsOffer, at: string): Promise<boolean> {
  const messageId = o.sendMessage ? newId() : undefined;
  const update = {
    TableName: tableName(),
    Key: offerKey(o.client, o._id),
    UpdateExpression: `SET #s = :to, updatedAt = :at, gsi1pk = :g1pk, gsi1sk = :g1sk, gsi3pk = :g3pk, gsi3sk = :g3sk${
      messageId ? ', messageId = :m' : ''
    }`,
    ConditionExpression: 'attribute_exists(pk) AND #s = :from',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: {
      ':to': 'active',
      ':from': 'inactive',
      ':at': at,
      ...prefixed(listIndex(o.client, o._id, 'active', at), 'g1'),
      ...prefixed(sweepIndex(o, 'active'), 'g3'),
      ...(messageId ? { ':m': messageId } : {}),
    },
  };
  try {
    if (!messageId) await ddb.send(new UpdateCommand(update));
    else
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: update },
            {
              Put: {
                TableName: tableName(),
                Item: offerMessageItem(o, messageId, at),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
    return true;
  } catch (e) {
    if (isConditionFailure(e) || isCancelledByCondition(e)) return false;
    throw e;
  }
}

/** Ends an offer that is still in `from`: out of the sweep's index, into the expired list. False when it had moved. */
export async function expireOffer(o: PointsOffer, from: 'inactive' | 'active', at: string): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: offerKey(o.client, o._id),
        UpdateExpression: 'SET #s = :to, updatedAt = :at, gsi1pk = :g1pk, gsi1sk = :g1sk REMOVE gsi3pk, gsi3sk',
        ConditionExpression: 'attribute_exists(pk) AND #s = :from',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':to': 'expired',
          ':from': from,
          ':at': at,
          ...prefixed(listIndex(o.client, o._id, 'expired', at), 'g1'),
        },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** `{ gsi1pk, gsi1sk }` as `{ ':g1pk', ':g1sk' }`. */
const prefixed = (keys: Record<string, string>, tag: string) =>
  Object.fromEntries(Object.entries(keys).map(([k, v]) => [`:${tag}${k.slice(4)}`, v]));

/** A transaction refused only because a condition did not hold (not a conflict or a fault). */
export const isCancelledByCondition = (e: unknown) => {
  const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return (
    (e as Error).name === 'TransactionCanceledException' &&
    !!reasons?.some((r) => r.Code === 'ConditionalCheckFailed') &&
    reasons.every((r) => !r.Code || r.Code === 'None' || r.Code === 'ConditionalCheckFailed')
  );
};

/**
 * The company's offers of a type whose run overlaps [startsAt, endsAt): those ending after the start
 * (gsi2, one Query by end) that start before the end. Expired ones end before any new start.
 */
export async function overlappingOffers(
  client: string,
  type: PointsOffer['pointOfferType'],
  window: { startsAt: string; endsAt: string },
): Promise<PointsOffer[]> {
  const found: PointsOffer[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :p AND gsi2sk > :after',
        FilterExpression: 'startsAt < :end AND pointOfferType = :type',
        ExpressionAttributeValues: {
          ':p': clientOfferRunsPartition(client),
          ':after': `${window.startsAt}#~`,
          ':end': window.endsAt,
          ':type': type,
        },
        ExclusiveStartKey: start,
      }),
    );
    found.push(...(r.Items ?? []).map((i) => stripKeys<PointsOffer>(i)));
    start = r.LastEvaluatedKey;
  } while (start);
  return found;
}

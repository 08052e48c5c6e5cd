import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SavedSegment, SegmentMember } from '#shared/schemas/loyalty-audience';
import type { LoyaltyStatus } from '#shared/schemas/loyalty-member';
import { ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { newestFirstPage } from '#lib/table/newest-first-page';
import {
  clientSegmentsPartition,
  memberKey,
  membersIndexPartition,
  segmentKey,
  segmentNameKey,
  textMonthKey,
} from '#lib/loyalty/keys';

// What segments read and keep (docs/client-loyalty-audiences.md): the company's members with the
// fields a segment reads (one gsi1 Query, only those fields projected), the two fields the stream
// keeps on each member (last visit, points balance), the month's text count the plan is measured
// by, and the saved segments (`CLIENT#c` / `SEGMENT#<id>`, each name claimed once per company).

/** A member as a segment and the send path's first look see them. */
export type AudienceMember = SegmentMember & {
  phone: string;
  loyaltyStatus: LoyaltyStatus;
  consentStatus: 'granted' | 'revoked';
  timeZone: string;
};

const FIELDS = [
  'phone',
  'loyaltyStatus',
  'categoryPreferences',
  'zip',
  'joinedAt',
  'lastVisitAt',
  'pointsBalance',
  'timeZone',
  'consent',
  'status',
] as const;
// every name aliased: several (zone, status…) are DynamoDB reserved words
const NAMES = Object.fromEntries(FIELDS.map((f, i) => [`#f${i}`, f]));
const alias = (f: (typeof FIELDS)[number]) => `#f${FIELDS.indexOf(f)}`;
const PROJECTION = [...FIELDS.slice(0, 8).map(alias), `${alias('consent')}.${alias('status')}`].join(', ');

/**
 * Every member of the company in join order, whatever their status, a page (up to 1 MB) at a time
 * to `visit`, with only what a segment and the send path's first look read: the fan-out walks this.
 */
export async function eachAudiencePage(
  clientId: string,
  visit: (members: AudienceMember[]) => Promise<void> | void,
): Promise<void> {
  await walkRange(clientId, undefined, visit);
}

/** Join-order slices the count reads side by side: one partition's pages are otherwise read one after another. */
const SLICES = 8;

/**
 * Every member of the company, as `eachAudiencePage` gives them but read in SLICES join-time
 * ranges at once (pages of one range in order, ranges side by side): for the count, which only
 * adds up, so the order of pages does not matter. The ranges split the span from the first join to
 * the last evenly; they neither overlap nor leave a gap (a sort key is `joinedAt#phone`, a bound is
 * a bare instant, so no key equals a bound).
 */
export async function eachAudiencePageAtOnce(
  clientId: string,
  visit: (members: AudienceMember[]) => void,
): Promise<void> {
  const [first, last] = await Promise.all([edgeKey(clientId, true), edgeKey(clientId, false)]);
  if (!first || !last) return;
  const from = Date.parse(first.slice(0, first.indexOf('#')));
  const to = Date.parse(last.slice(0, last.indexOf('#')));
  if (!(to > from)) return walkRange(clientId, undefined, visit);
  const bounds = Array.from({ length: SLICES - 1 }, (_, i) =>
    new Date(from + ((to - from) * (i + 1)) / SLICES).toISOString(),
  );
  await Promise.all([undefined, ...bounds].map((lower, i) => walkRange(clientId, { lower, upper: bounds[i] }, visit)));
}

/** The first (or last) member's sort key in join order. */
async function edgeKey(clientId: string, forward: boolean): Promise<string | undefined> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': membersIndexPartition(clientId) },
      ProjectionExpression: 'gsi1sk',
      ScanIndexForward: forward,
      Limit: 1,
    }),
  );
  const key = r.Items?.[0]?.gsi1sk;
  return typeof key === 'string' ? key : undefined;
}

/** The members whose sort key is from `lower` (included) to before `upper`, either open, page by page. */
async function walkRange(
  clientId: string,
  range: { lower?: string | undefined; upper?: string | undefined } | undefined,
  visit: (members: AudienceMember[]) => Promise<void> | void,
): Promise<void> {
  const { lower, upper } = range ?? {};
  const condition =
    lower !== undefined && upper !== undefined
      ? 'gsi1pk = :p AND gsi1sk BETWEEN :lo AND :hi'
      : lower !== undefined
        ? 'gsi1pk = :p AND gsi1sk >= :lo'
        : upper !== undefined
          ? 'gsi1pk = :p AND gsi1sk < :hi'
          : 'gsi1pk = :p';
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: condition,
        ExpressionAttributeValues: {
          ':p': membersIndexPartition(clientId),
          ...(lower !== undefined && { ':lo': lower }),
          ...(upper !== undefined && { ':hi': upper }),
        },
        ProjectionExpression: PROJECTION,
        ExpressionAttributeNames: NAMES,
        ExclusiveStartKey: start,
      }),
    );
    await visit((r.Items ?? []).map(audienceMember));
    start = r.LastEvaluatedKey;
  } while (start);
}

const audienceMember = (i: Record<string, unknown>): AudienceMember => {
  const consent = i.consent as { status?: string } | undefined;
  return {
    phone: String(i.phone),
    loyaltyStatus: i.loyaltyStatus as LoyaltyStatus,
    categoryPreferences: Array.isArray(i.categoryPreferences) ? (i.categoryPreferences as string[]) : [],
    zip: String(i.zip ?? ''),
    joinedAt: String(i.joinedAt ?? ''),
    timeZone: String(i.timeZone ?? ''),
    consentStatus: consent?.status === 'revoked' ? 'revoked' : 'granted',
    ...(typeof i.lastVisitAt === 'string' && { lastVisitAt: i.lastVisitAt }),
    ...(typeof i.pointsBalance === 'number' && { pointsBalance: i.pointsBalance }),
  };
};

/** A check-in's time as the member's last visit, unless a later one is there already. */
export async function noteVisit(clientId: string, phone: string, at: string): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: memberKey(clientId, phone),
        UpdateExpression: 'SET lastVisitAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastVisitAt) OR lastVisitAt < :at)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/** The member's points balance as the ledger's `BALANCE` now stands (the stream brings each change in order). */
export async function noteBalance(clientId: string, phone: string, points: number): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: memberKey(clientId, phone),
        UpdateExpression: 'SET pointsBalance = :points',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':points': points },
      }),
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/** One more text the provider took in the company's month. */
export async function countMonthText(clientId: string, month: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: textMonthKey(clientId, month),
      UpdateExpression: 'SET entity = :entity ADD texts :one',
      ExpressionAttributeValues: { ':entity': 'loyaltyTextMonth', ':one': 1 },
    }),
  );
}

/** The texts the provider took in the company's month. */
export async function monthTexts(clientId: string, month: string): Promise<number> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: textMonthKey(clientId, month), ConsistentRead: true }),
  );
  return typeof r.Item?.texts === 'number' ? r.Item.texts : 0;
}

/** Saves a segment under a name no other segment of the company has: false when it is taken. */
export async function saveSegment(s: SavedSegment): Promise<boolean> {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...segmentNameKey(s.client, s.name), entity: 'loyaltySegmentName', segmentId: s._id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...s,
                ...segmentKey(s.client, s._id),
                entity: 'loyaltySegment',
                gsi1pk: clientSegmentsPartition(s.client),
                gsi1sk: `${s.createdAt}#${s._id}`,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (e) {
    if ((e as Error).name === 'TransactionCanceledException') return false;
    throw e;
  }
}

/** One page of the company's saved segments, newest first. */
export async function listSegments(clientId: string, limit: number, cursor?: string) {
  const page = await newestFirstPage(clientSegmentsPartition(clientId), limit, cursor);
  return { segments: page.items.map((i) => stripKeys<SavedSegment>(i)), nextCursor: page.nextCursor };
}

/** Removes a saved segment and frees its name: false when there is no such segment. */
export async function deleteSegment(clientId: string, segmentId: string): Promise<boolean> {
  const r = await ddb.send(
    new DeleteCommand({ TableName: tableName(), Key: segmentKey(clientId, segmentId), ReturnValues: 'ALL_OLD' }),
  );
  const name = r.Attributes?.name;
  if (typeof name !== 'string') return false;
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: segmentNameKey(clientId, name),
        ConditionExpression: 'segmentId = :id',
        ExpressionAttributeValues: { ':id': segmentId },
      }),
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  return true;
}

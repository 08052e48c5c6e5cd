import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Lot } from '#shared/schemas/catalog';
import type { TestResultDraft } from '#shared/schemas/coa-service';
import { batchGet, ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { lotRecord } from '#lib/lots/keys';
import { draftKey } from '#lib/test-results/keys';
import { coaMonthKey, coaSentKey, clientCoaDraftsPartition } from '#lib/pipeline/keys';

// The COA Data Entry Service's records (docs/data-model.md):
// - the month's counter `CLIENT#c` / `COAMONTH#<yyyy-mm>` (`count`), reserved before anything is
//   written, conditionally, so two batches sent at once can never pass the limit together;
// - one marker per sent PDF `CLIENT#c` / `COAPDF#<uploadId>`, written with the COA's lot and draft
//   in one transaction, `attribute_not_exists`: a PDF is sent once, however often Finish is pressed;
// - the draft test result `TEST#<id>` / `DRAFT` beside where the test result will be (`#META`),
//   listed per client in gsi1 `CLIENT#c#COADRAFTS`, out of the test result partitions until the
//   data-entry staff write the result itself.

/** The service's month, a UTC calendar month ('2026-11'): the unit of a company's monthly limit. */
export const coaMonth = (at: Date) => at.toISOString().slice(0, 7);

/** How many COAs the company has sent in this month. */
export async function coasUsed(clientId: string, month: string): Promise<number> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: coaMonthKey(clientId, month), ConsistentRead: true }),
  );
  return (r.Item?.count as number | undefined) ?? 0;
}

/**
 * Counts `n` COAs against the month if the month stays within `limit`, in one conditional write
 * (DynamoDB conditions cannot add, so the bound is `count <= limit - n`). False when it would not.
 */
export async function reserveCoas(clientId: string, month: string, n: number, limit: number): Promise<boolean> {
  if (n > limit) return false;
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: coaMonthKey(clientId, month),
        UpdateExpression: 'ADD #count :n SET updatedAt = :now, entity = :entity',
        ConditionExpression: 'attribute_not_exists(#count) OR #count <= :max',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':n': n,
          ':max': limit - n,
          ':now': new Date().toISOString(),
          ':entity': 'coaMonth',
        },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Gives back COAs reserved but not sent (already sent, or a write that failed). */
export async function releaseCoas(clientId: string, month: string, n: number): Promise<void> {
  if (n <= 0) return;
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: coaMonthKey(clientId, month),
      UpdateExpression: 'ADD #count :n',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':n': -n },
    }),
  );
}

/** Which of these uploads the company has sent to the service already. */
export async function sentBefore(clientId: string, uploadIds: string[]): Promise<Set<string>> {
  if (!uploadIds.length) return new Set();
  const found = await batchGet<{ uploadId: string }>(uploadIds.map((id) => coaSentKey(clientId, id)));
  return new Set(found.map((m) => m.uploadId));
}

export interface SentCoa {
  uploadId: string;
  lot: Lot;
  draft: TestResultDraft;
}

const draftItem = (d: TestResultDraft) => ({
  ...d,
  ...draftKey(d._id),
  entity: 'testResultDraft',
  gsi1pk: clientCoaDraftsPartition(d.dataOwner),
  gsi1sk: `${d.createdAt}#${d._id}`,
});

const coaPuts = (clientId: string, coa: SentCoa) => [
  {
    Put: {
      TableName: tableName(),
      Item: {
        ...coaSentKey(clientId, coa.uploadId),
        uploadId: coa.uploadId,
        entity: 'coaPdf',
        lot: coa.lot._id,
        testResult: coa.draft._id,
        createdAt: coa.draft.createdAt,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  { Put: { TableName: tableName(), Item: lotRecord(coa.lot), ConditionExpression: 'attribute_not_exists(pk)' } },
  { Put: { TableName: tableName(), Item: draftItem(coa.draft), ConditionExpression: 'attribute_not_exists(pk)' } },
];

/** COAs per transaction: three puts each, within DynamoDB's 100 items a transaction. */
export const COAS_PER_WRITE = 25;

/**
 * Writes COAs (at most `COAS_PER_WRITE`), each with its marker, pending lot and draft, all or
 * nothing. False when a marker existed (one of these PDFs was sent meanwhile); nothing is written
 * then, and the caller writes them one at a time to learn which.
 */
export async function putSentCoas(clientId: string, coas: SentCoa[]): Promise<boolean> {
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: coas.flatMap((c) => coaPuts(clientId, c)) }));
    return true;
  } catch (e) {
    const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (
      (e as Error).name === 'TransactionCanceledException' &&
      reasons?.some((r) => r.Code === 'ConditionalCheckFailed')
    )
      return false;
    throw e;
  }
}

/** A pending lot and its draft, as a COA sent for entry leaves them, without a sent PDF's marker (the demo queue). */
export async function putPendingEntry(lot: Lot, draft: TestResultDraft): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: lotRecord(lot) } },
        { Put: { TableName: tableName(), Item: draftItem(draft) } },
      ],
    }),
  );
}

/** A draft test result, for the data-entry staff (the lot's `testResult` names it). */
export async function getTestResultDraft(id: string): Promise<TestResultDraft | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: draftKey(id) }));
  return r.Item ? stripKeys<TestResultDraft>(r.Item) : undefined;
}

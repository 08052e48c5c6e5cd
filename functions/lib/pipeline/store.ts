import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { STAGES, type Stage } from '#shared/pipeline';
import type { Lot, Product } from '#shared/schemas/catalog';
import type { TestResultDraft } from '#shared/schemas/coa-service';
import type { coaPrefillSchema } from '#shared/schemas/coa-prefill';
import type * as z from 'zod/mini';
import type { TestResult } from '#shared/schemas/test-result';
import { batchGet, ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { draftKey } from '#lib/test-results/keys';
import { publishResultPuts } from '#lib/test-results/store';
import { lotKey, lotSortKey, productLotsPartition } from '#lib/lots/keys';
import { productNamingLot, setLatestLotUpdate } from '#lib/products/store';
import { heldBy, pipelineQueue } from './keys.ts';
import { leaseEnd } from './lease.ts';
import { countIn } from './quality-report.ts';

// The data-entry and review pipeline's writes (docs/admin-pipeline.md). Every step is one
// conditional write on the lot: a checkout takes the lot when nobody holds it, or when its holder's
// lease has run out (the expiry is in the condition, so no sweeper can race a holder), and every
// later step holds only for the person holding it. A step that publishes or counts does so in the
// same transaction, so a figure is counted once for each step that happened.

/** The draft as the pipeline keeps it: the certificate, what reading it found, and the form as saved. */
export type PipelineDraft = TestResultDraft & {
  prefill?: z.infer<typeof coaPrefillSchema>;
  /** The form as last saved (the entry, then the reviewer's edits). */
  result?: TestResult;
  /** The form as the entry left it: what review changes are counted against. */
  entered?: TestResult;
  publishedAt?: string;
};

export async function getPipelineDraft(id: string, consistent = true): Promise<PipelineDraft | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: draftKey(id), ConsistentRead: consistent }));
  return r.Item ? stripKeys<PipelineDraft>(r.Item) : undefined;
}

/** Several drafts at once (the admin lot table's page), in no order; a missing one is left out. */
export const getPipelineDrafts = (ids: string[]) => batchGet<PipelineDraft>([...new Set(ids)].map(draftKey));

/** The lots a staff member holds at a stage (gsi4, their own partition). */
export async function heldLots(userId: string, stage: Stage): Promise<Lot[]> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi4',
      KeyConditionExpression: 'gsi4pk = :p',
      ExpressionAttributeValues: { ':p': heldBy(userId) },
      Limit: 25,
    }),
  );
  return (r.Items ?? []).map((i) => stripKeys<Lot>(i)).filter((l) => l.processingInfo?.status === STAGES[stage].status);
}

/**
 * The queue of a stage, oldest certificate first (gsi3 `PIPELINE#<status>`), a page at a time;
 * with `owner`, only that company's certificates.
 */
export async function* queue(stage: Stage, owner?: string, pageSize = 50): AsyncGenerator<Lot[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :p',
        ExpressionAttributeValues: { ':p': pipelineQueue(STAGES[stage].status), ...(owner ? { ':o': owner } : {}) },
        ...(owner
          ? { FilterExpression: '#o.#id = :o', ExpressionAttributeNames: { '#o': 'owner', '#id': '_id' } }
          : {}),
        Limit: pageSize,
        ExclusiveStartKey: start,
      }),
    );
    yield (r.Items ?? []).map((i) => stripKeys<Lot>(i));
    start = r.LastEvaluatedKey;
  } while (start);
}

/** The lot's list sort keys for a new updatedAt (gsi1 and, with a product, gsi2 sort by it). */
const movedSortKeys = (l: Lot, updatedAt: string) => ({
  ':g1': lotSortKey(updatedAt, l._id),
  ...(l.product ? { ':g2': lotSortKey(updatedAt, l._id) } : {}),
});
const setSortKeys = (l: Lot) => `updatedAt = :now, gsi1sk = :g1${l.product ? ', gsi2sk = :g2' : ''}`;

/**
 * Takes (or renews) the lease on a lot for a stage, in one conditional write: the lot must be at
 * that stage and not deleted; nobody may hold it but the caller, unless the holder's lease has
 * ended; at entry it must have no reviewer, at review the caller must not be its entry user.
 * Answers the lot as written, or undefined when the condition failed (someone else has it).
 */
export async function takeLease(l: Lot, stage: Stage, me: string, now: Date): Promise<Lot | undefined> {
  const at = now.toISOString();
  const resuming = l.processingInfo?.[STAGES[stage].holder] === me;
  const stageCondition =
    stage === 'entry'
      ? 'attribute_not_exists(#pi.reviewUser)'
      : 'attribute_exists(#pi.entryUser) AND #pi.entryUser <> :me';
  try {
    const r = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: lotKey(l._id),
        UpdateExpression:
          `SET #pi.#holder = :me, #pi.leaseUntil = :until, ${setSortKeys(l)}, gsi4pk = :held, gsi4sk = :g4` +
          (resuming ? `, #pi.#start = if_not_exists(#pi.#start, :now)` : `, #pi.#start = :now`),
        ConditionExpression:
          `#pi.#st = :status AND attribute_not_exists(deletedAt) AND ${stageCondition} AND ` +
          '(attribute_not_exists(#pi.#holder) OR #pi.#holder = :me OR #pi.leaseUntil < :now)',
        ExpressionAttributeNames: {
          '#pi': 'processingInfo',
          '#st': 'status',
          '#holder': STAGES[stage].holder,
          '#start': STAGES[stage].start,
        },
        ExpressionAttributeValues: {
          ':me': me,
          ':status': STAGES[stage].status,
          ':now': at,
          ':until': leaseEnd(now),
          ':held': heldBy(me),
          ':g4': `${l.createdAt}#${l._id}`,
          ...movedSortKeys(l, at),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return stripKeys<Lot>(r.Attributes!);
  } catch (e) {
    if (isConditionFailure(e)) return undefined;
    throw e;
  }
}

const isCancelled = (e: unknown) => (e as { name?: string }).name === 'TransactionCanceledException';

/** The lot's condition for a step of its holder: at that stage, held by the caller, not deleted. */
const heldCondition = (stage: Stage) => ({
  ConditionExpression: '#pi.#st = :status AND #pi.#holder = :me AND attribute_not_exists(deletedAt)',
  names: { '#pi': 'processingInfo', '#st': 'status', '#holder': STAGES[stage].holder },
  values: (me: string) => ({ ':status': STAGES[stage].status, ':me': me }),
});

/** A transaction's check that the caller still holds the lot at that stage. */
const heldCheck = (lot: Lot, stage: Stage, me: string) => {
  const held = heldCondition(stage);
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: lotKey(lot._id),
      ConditionExpression: held.ConditionExpression,
      ExpressionAttributeNames: held.names,
      ExpressionAttributeValues: held.values(me),
    },
  };
};

/**
 * Saves the form of a held item onto its draft: `result`, and at entry also `entered` (what a
 * review's changes are counted against). Holds only while the caller holds the lot at that stage.
 */
export async function saveDraftResult(lot: Lot, stage: Stage, me: string, result: TestResult): Promise<boolean> {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          heldCheck(lot, stage, me),
          {
            Update: {
              TableName: tableName(),
              Key: draftKey(result._id),
              UpdateExpression: `SET #result = :r, updatedAt = :now${stage === 'entry' ? ', entered = :r' : ''}`,
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(publishedAt)',
              ExpressionAttributeNames: { '#result': 'result' },
              ExpressionAttributeValues: { ':r': result, ':now': result.updatedAt },
            },
          },
        ],
      }),
    );
    return true;
  } catch (e) {
    if (isCancelled(e)) return false;
    throw e;
  }
}

const lotUpdate = (
  lot: Lot,
  me: string,
  stage: Stage,
  now: string,
  set: string[],
  remove: string[],
  values: object,
) => {
  const held = heldCondition(stage);
  return {
    Update: {
      TableName: tableName(),
      Key: lotKey(lot._id),
      UpdateExpression:
        `SET ${[setSortKeys(lot), ...set].join(', ')}` + (remove.length ? ` REMOVE ${remove.join(', ')}` : ''),
      ConditionExpression: held.ConditionExpression,
      ExpressionAttributeNames: held.names,
      ExpressionAttributeValues: { ...held.values(me), ':now': now, ...movedSortKeys(lot, now), ...values },
    },
  };
};

const draftUnchanged = (draft: PipelineDraft, extra?: { set: string; values: object }) => {
  const check = {
    TableName: tableName(),
    Key: draftKey(draft._id),
    ConditionExpression: 'updatedAt = :seen AND attribute_not_exists(publishedAt)',
    ExpressionAttributeValues: { ':seen': draft.updatedAt, ...extra?.values },
  };
  return extra ? { Update: { ...check, UpdateExpression: `SET ${extra.set}` } } : { ConditionCheck: check };
};

async function transact(items: object[]): Promise<boolean> {
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: items as never }));
    return true;
  } catch (e) {
    if (isCancelled(e)) return false;
    throw e;
  }
}

/** Entry done: the lot goes to review with entryStopDate, and the week counts the fields entered. */
/**
 * Adds a document to the draft of an item held at entry and puts its reading in place of the one
 * there (staff asked for it: a lab's document fetched from its link). Holds only while the caller
 * holds the lot at entry and the draft is not published.
 */
export async function attachEntryDocument(
  lot: Lot,
  draftId: string,
  me: string,
  key: string,
  prefill: NonNullable<PipelineDraft['prefill']>,
): Promise<boolean> {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          heldCheck(lot, 'entry', me),
          {
            Update: {
              TableName: tableName(),
              Key: draftKey(draftId),
              UpdateExpression: 'SET pdfFiles = list_append(pdfFiles, :k), prefill = :p',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(publishedAt)',
              ExpressionAttributeValues: { ':k': [key], ':p': prefill },
            },
          },
        ],
      }),
    );
    return true;
  } catch (e) {
    if (isCancelled(e)) return false;
    throw e;
  }
}

export const finishEntry = (lot: Lot, draft: PipelineDraft, me: string, fields: number, now: Date) =>
  transact([
    lotUpdate(
      lot,
      me,
      'entry',
      now.toISOString(),
      ['#pi.#st = :next', '#pi.entryStopDate = :now', 'gsi3pk = :queue'],
      ['#pi.leaseUntil', 'gsi4pk', 'gsi4sk'],
      { ':next': 'review', ':queue': pipelineQueue('review') },
    ),
    draftUnchanged(draft),
    countIn(now, { fieldsEntered: fields }),
  ]);

/** Rejected: back to pending for anyone to enter again, with the reviewer's notes; the week counts it. */
export const rejectEntry = (lot: Lot, draft: PipelineDraft, me: string, notes: string, now: Date) =>
  transact([
    lotUpdate(
      lot,
      me,
      'review',
      now.toISOString(),
      [
        '#pi.#st = :next',
        '#pi.reviewOutcome = :error',
        '#pi.errorOccured = :t',
        '#pi.reviewNotes = :notes',
        '#pi.reviewStopDate = :now',
        'gsi3pk = :queue',
      ],
      // nobody holds it now, so the next entry may be anyone's (the spec's entry list skips lots with a reviewer)
      [
        '#pi.reviewUser',
        '#pi.entryUser',
        '#pi.entryStartDate',
        '#pi.entryStopDate',
        '#pi.leaseUntil',
        'gsi4pk',
        'gsi4sk',
      ],
      { ':next': 'pending', ':error': 'error', ':t': true, ':notes': notes, ':queue': pipelineQueue('pending') },
    ),
    draftUnchanged(draft),
    countIn(now, { itemsReviewed: 1, rejected: 1 }),
  ]);

/**
 * Approved: the lot is completed (and on offer), the draft's form becomes the test result at
 * `TEST#<id>` / `#META`, the product the lot is for names it as its latest lot (and is touched, so
 * search and similar products rebuild it), and the week counts the review and the fields it
 * changed, all in one transaction. The stream then refreshes search, similar products and the
 * counters.
 */
export const approveEntry = (
  lot: Lot,
  draft: PipelineDraft,
  result: TestResult,
  me: string,
  outcome: 'accurate' | 'error',
  changed: number,
  product: Product | undefined,
  now: Date,
) => {
  const at = now.toISOString();
  return transact([
    lotUpdate(
      lot,
      me,
      'review',
      at,
      [
        '#pi.#st = :next',
        '#pi.reviewOutcome = :outcome',
        '#pi.reviewStopDate = :now',
        'available = :t',
        'gsi3pk = :queue',
        // a certificate's lot learns the product that names it, so the product's lists and search follow it
        ...(product && !lot.product ? ['product = :product', 'gsi2pk = :g2pk', 'gsi2sk = :g1'] : []),
      ],
      ['#pi.leaseUntil', 'gsi4pk', 'gsi4sk'],
      {
        ':next': 'completed',
        ':outcome': outcome,
        ':t': true,
        ':queue': pipelineQueue('completed'),
        ...(product && !lot.product ? { ':product': product._id, ':g2pk': productLotsPartition(product._id) } : {}),
      },
    ),
    ...publishResultPuts(result, lot._id),
    draftUnchanged(draft, { set: 'publishedAt = :now, updatedAt = :now', values: { ':now': at } }),
    ...(product ? [setLatestLotUpdate(product, lot._id, at)] : []),
    countIn(now, { itemsReviewed: 1, fieldsChanged: changed }),
  ]);
};

/**
 * The product a certificate's lot is for: the one it names, else the producer's product that
 * names it as its latest lot (the producer may point a product at a lot still being entered).
 */
export const productOfLot = async (lot: Lot): Promise<string | undefined> =>
  lot.product ?? productNamingLot(lot.producer._id, lot._id);

/** ADDs to the week's quality counters outside a step (the demo queue's entries, counted as a step counts them). */
export async function addToQualityWeek(at: Date, counts: Parameters<typeof countIn>[1]): Promise<void> {
  await ddb.send(new UpdateCommand(countIn(at, counts).Update));
}

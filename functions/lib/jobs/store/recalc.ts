import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Recalc, RecalcStep } from '#shared/schemas/admin-recalc';
import { ddb, isConditionFailure, META, stripKeys, tableName } from '#lib/table/dynamodb';
import { commitStep } from '#lib/jobs/store';
import { ALL_CLIENTS } from '#lib/clients/keys';

// The recalculation of every derived item (docs/admin-recalc.md): one item, `RECALC`/`#META`, the
// last run with its progress. A start is one conditional Put that holds only when no run is going
// (or the one going has been silent for longer than any step may take: it died), so two admins
// pressing Start at once get one run.

export interface RecalcJob extends Recalc {
  seq: number;
  sentSeq?: number;
  /** Where the counts step is in the companies index (null: from the start). */
  countsCursor: Record<string, string> | null;
}

export const RECALC_KEY = { pk: 'RECALC', sk: META };

export const recalcView = ({ seq: _s, sentSeq: _ss, countsCursor: _c, ...view }: RecalcJob): Recalc => view;

export async function getRecalc(consistent = false): Promise<RecalcJob | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: RECALC_KEY, ConsistentRead: consistent }));
  if (!r.Item) return undefined;
  const { leaseUntil: _l, ...job } = stripKeys<RecalcJob & { leaseUntil?: number }>(r.Item);
  return job;
}

/** Starts this run unless one is going (not silent since `staleBefore`): false then. */
export async function startRecalc(job: RecalcJob, staleBefore: string): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...job, ...RECALC_KEY, entity: 'recalc' },
        ConditionExpression: 'attribute_not_exists(pk) OR #s <> :running OR updatedAt < :stale',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':running': 'running', ':stale': staleBefore },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** A page of company ids (gsi3 `CLIENTS`), for the counts step. */
export async function companyPage(limit: number, cursor: Record<string, string> | null) {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :p',
      ExpressionAttributeValues: { ':p': ALL_CLIENTS },
      ProjectionExpression: '#id, pk, sk, gsi3pk, gsi3sk',
      ExpressionAttributeNames: { '#id': '_id' },
      Limit: limit,
      ExclusiveStartKey: cursor ?? undefined,
    }),
  );
  const last = r.LastEvaluatedKey as Record<string, string> | undefined;
  return { ids: (r.Items ?? []).map((i) => i._id as string), next: last ?? null };
}

/**
 * Commits step `job.seq` for the delivery holding its lease: counts progress within the counts
 * step, or a step finished (`done`) and the next one (`current`, null: the run is over). False
 * when the step is no longer ours.
 */
export async function commitRecalc(
  job: RecalcJob,
  lease: number,
  progress:
    | { counted: number; countsCursor: Record<string, string> }
    | { done: { step: RecalcStep; detail: string }; counted?: number; current: RecalcStep | null },
): Promise<boolean> {
  const step = commitStep(job.seq, lease);
  const now = new Date().toISOString();
  const sets = [step.set, 'companies = companies + :counted', 'countsCursor = :cursor'];
  const values: Record<string, unknown> = {
    ...step.values,
    ':counted': progress.counted ?? 0,
    ':cursor': 'countsCursor' in progress ? progress.countsCursor : null,
  };
  if ('done' in progress) {
    sets.push('done = list_append(done, :done)', '#cur = :current');
    values[':done'] = [{ ...progress.done, finishedAt: now }];
    values[':current'] = progress.current;
    if (progress.current === null) {
      sets.push('#s = :finished, finishedAt = :now');
      values[':finished'] = 'done';
      values[':now'] = now;
    }
  }
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: RECALC_KEY,
        UpdateExpression: `SET ${sets.join(', ')} REMOVE ${step.remove}`,
        ConditionExpression: step.condition,
        ExpressionAttributeNames: { ...step.names, ...('done' in progress ? { '#cur': 'current' } : {}) },
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** A failed attempt on the run's list of errors; the last one also ends the run as failed. */
export async function recalcFailed(job: RecalcJob, lease: number, error: string, last: boolean): Promise<void> {
  const now = new Date().toISOString();
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: RECALC_KEY,
        UpdateExpression: `SET updatedAt = :now, errors = list_append(errors, :e)${last ? ', #s = :failed, finishedAt = :now' : ''} REMOVE leaseUntil`,
        ConditionExpression: 'seq = :seq AND leaseUntil = :lease',
        ...(last ? { ExpressionAttributeNames: { '#s': 'status' } } : {}),
        ExpressionAttributeValues: {
          ':now': now,
          ':e': [{ step: job.current ?? 'counts', at: now, message: error }],
          ':seq': job.seq,
          ':lease': lease,
          ...(last ? { ':failed': 'failed' } : {}),
        },
      }),
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

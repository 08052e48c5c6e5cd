import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PrintJob } from '#shared/schemas/printing';
import { ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { clientPrintJobsPartition, printJobKey } from '#lib/printing/keys';

// A print job (pk PRINTJOB#<id>): recorded by the route, rendered once by the print worker. The
// job's status is the worker's claim: queued → rendering (a lease, so a worker that died gives the
// job back) → done, each move a conditional write, so a message delivered twice (or two messages
// for one job) never renders a second sheet (docs/printing.md). gsi1 lists a client's jobs, newest first.

export async function createPrintJob(j: PrintJob): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...j,
        ...printJobKey(j._id),
        entity: 'printJob',
        gsi1pk: clientPrintJobsPartition(j.client),
        gsi1sk: `${j.updatedAt}#${j._id}`,
        renders: 0,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getPrintJob(id: string, consistent = false): Promise<PrintJob | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: printJobKey(id), ConsistentRead: consistent }),
  );
  if (!r.Item) return undefined;
  const {
    renders: _renders,
    leaseUntil: _lease,
    ...rest
  } = stripKeys<PrintJob & { renders?: number; leaseUntil?: number }>(r.Item);
  return rest;
}

/**
 * Takes the job for rendering: only a queued job, or one whose renderer's lease ran out. Answers
 * false when it is done, failed or being rendered now (a duplicate delivery: nothing to do).
 */
export async function claimPrintJob(id: string, leaseMs: number): Promise<boolean> {
  const now = Date.now();
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: printJobKey(id),
        UpdateExpression: 'SET #s = :rendering, leaseUntil = :lease',
        ConditionExpression: 'attribute_exists(pk) AND (#s = :queued OR (#s = :rendering AND leaseUntil < :now))',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':rendering': 'rendering',
          ':queued': 'queued',
          ':lease': now + leaseMs,
          ':now': now,
        },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

const finish = async (id: string, set: string, values: Record<string, unknown>) => {
  const updatedAt = new Date().toISOString();
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: printJobKey(id),
      UpdateExpression: `SET ${set}, updatedAt = :u, gsi1sk = :g REMOVE leaseUntil`,
      ConditionExpression: '#s = :rendering',
      ExpressionAttributeNames: { '#s': 'status', ...(set.includes('#f') && { '#f': 'file' }) },
      ExpressionAttributeValues: { ...values, ':rendering': 'rendering', ':u': updatedAt, ':g': `${updatedAt}#${id}` },
    }),
  );
};

/** The sheet is stored: the job is done, and `renders` counts the sheets made for it (always 1). */
export const finishPrintJob = (id: string, file: string, sheets: number) =>
  finish(id, '#s = :done, #f = :f, sheets = :n, renders = renders + :one', {
    ':done': 'done',
    ':f': file,
    ':n': sheets,
    ':one': 1,
  });

/** Gives a job back to the queue after a failed attempt, or fails it for good with the reason shown. */
export const releasePrintJob = (id: string, failed: boolean, errorMessage: string) =>
  finish(id, '#s = :next, errorMessage = :e', { ':next': failed ? 'failed' : 'queued', ':e': errorMessage });

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CertificateReading } from '#shared/schemas/certificate-reading';
import type { CoaPrefill } from '#lib/coa-reader/prefill';
import { readingKey, readingRecord } from '#lib/coa-reader/keys';
import { ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { draftKey } from '#lib/test-results/keys';

/**
 * Puts what the certificate reader found on a draft (`TEST#<id>` / `DRAFT`), only while the draft
 * exists and has no prefill yet: a redelivered stream record, or a reading finishing after staff
 * took the item, never overwrites what is there. False when the condition kept it out.
 */
export async function savePrefill(draftId: string, prefill: CoaPrefill): Promise<boolean> {
  return await setPrefill(draftKey(draftId), prefill, false);
}

/**
 * Starts a producer's reading of an upload, once: answers the reading now stored, the one just
 * written or the one a first start wrote (the put is conditional, so two starts make one reading).
 */
export async function startReading(r: CertificateReading): Promise<CertificateReading> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: readingRecord(r),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return r;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  // a reading past its day may still be there until DynamoDB's sweep: it is the same upload's, and read
  return (await getReading(r._id)) ?? r;
}

export async function getReading(uploadId: string): Promise<CertificateReading | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: readingKey(uploadId), ConsistentRead: true }));
  return r.Item ? stripKeys<CertificateReading>(r.Item) : undefined;
}

/** The worker's answer on a reading, as on a draft: once, and only while the reading is there. */
export async function saveReading(uploadId: string, prefill: CoaPrefill): Promise<boolean> {
  return await setPrefill(readingKey(uploadId), prefill, true);
}

/** Sets a prefill not set yet on an item that exists (and marks a reading read). */
async function setPrefill(key: { pk: string; sk: string }, prefill: CoaPrefill, reading: boolean): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: reading ? 'SET prefill = :prefill, #state = :read' : 'SET prefill = :prefill',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(prefill)',
        ...(reading ? { ExpressionAttributeNames: { '#state': 'state' } } : {}),
        ExpressionAttributeValues: { ':prefill': prefill, ...(reading ? { ':read': 'read' } : {}) },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UploadRecord } from '#shared/schemas/upload';
import { batchGet, ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { clientUploadsPartition, uploadKey } from '#lib/uploads/keys';

// An upload (pk UPLOAD#<id>): written pending with a TTL of a day when the browser gets its
// presigned POST, confirmed (TTL removed) once the server has checked the object. gsi1 lists a
// client's uploads by time (docs/data-model.md).

const DAY_SECONDS = 86_400;

/** The item of an upload: its keys, the company's list, and a day's TTL while pending. */
const uploadItem = (u: UploadRecord) => ({
  ...u,
  ...uploadKey(u._id),
  entity: 'upload',
  gsi1pk: clientUploadsPartition(u.clientId),
  gsi1sk: `${u.createdAt}#${u._id}`,
  ...(u.state === 'pending' && { expiresAt: Math.floor(Date.parse(u.createdAt) / 1000) + DAY_SECONDS }),
});

/**
 * Writes a new upload: pending when the browser is about to send the file, confirmed from the
 * start when the server wrote the file itself (a lab's document fetched from its link).
 */
export async function putNewUpload(u: UploadRecord): Promise<void> {
  await ddb.send(
    new PutCommand({ TableName: tableName(), Item: uploadItem(u), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

export async function getUpload(id: string): Promise<UploadRecord | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: uploadKey(id), ConsistentRead: true }));
  return r.Item ? stripKeys<UploadRecord>(r.Item) : undefined;
}

/**
 * Marks a pending upload confirmed with its size and drops its TTL. Answers false when it was not
 * pending any more (a second confirm of the same file raced this one and won).
 */
export async function markConfirmed(id: string, size: number, now: string): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: uploadKey(id),
        UpdateExpression: 'SET #state = :confirmed, #size = :size, updatedAt = :now REMOVE expiresAt',
        ConditionExpression: '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state', '#size': 'size' },
        ExpressionAttributeValues: { ':confirmed': 'confirmed', ':pending': 'pending', ':size': size, ':now': now },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Drops a pending upload whose file was refused, so it cannot be confirmed later. */
export async function deletePendingUpload(id: string): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: uploadKey(id),
        // the TTL goes now rather than in a day; a confirmed one is never touched
        UpdateExpression: 'SET #state = :refused, expiresAt = :now',
        ConditionExpression: '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':refused': 'refused',
          ':pending': 'pending',
          ':now': Math.floor(Date.now() / 1000),
        },
      }),
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/** The uploads of these ids that exist. */
export const getUploads = (ids: string[]) => batchGet<UploadRecord>([...new Set(ids)].map(uploadKey));

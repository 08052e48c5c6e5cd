import { DeleteCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_TRAINING_VIDEOS, type TrainingVideo } from '#shared/schemas/training';
import { ddb, stripKeys, tableName } from '#lib/table/dynamodb';
import { TRAINING_VIDEOS, trainingVideoKey as keyOf } from '#lib/training/keys';

// Platform Training's videos: one partition, TRAINING, a video per item (VIDEO#<id>), each with its
// position and version. The list is small (at most MAX_TRAINING_VIDEOS), so it is read whole,
// consistently, and ordered by position here. Never a Scan.

/** Every video, in its order. */
export async function listTrainingVideos(): Promise<TrainingVideo[]> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': TRAINING_VIDEOS },
      ConsistentRead: true,
      Limit: MAX_TRAINING_VIDEOS + 1,
    }),
  );
  return (r.Items ?? [])
    .map((i) => stripKeys<TrainingVideo>(i))
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/** A new video; a retried create with the same id changes nothing. */
export async function createTrainingVideo(v: TrainingVideo): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...v, ...keyOf(v.id), entity: 'trainingVideo' },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Replaces the video if it is still at `version` (a ConditionalCheckFailedException otherwise). */
export async function saveTrainingVideo(v: TrainingVideo, version: number): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...v, ...keyOf(v.id), entity: 'trainingVideo' },
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': version },
    }),
  );
}

/** Deletes the video if it is still at `version`. */
export async function deleteTrainingVideoAt(id: string, version: number): Promise<void> {
  await ddb.send(
    new DeleteCommand({
      TableName: tableName(),
      Key: keyOf(id),
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': version },
    }),
  );
}

/**
 * Gives each video its place in `ordered`, all or nothing: each update is conditional on the
 * version read, so a list another admin changed meanwhile fails the whole transaction.
 */
export async function reorderTrainingVideos(ordered: TrainingVideo[], now: string): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: ordered.map((v, position) => ({
        Update: {
          TableName: tableName(),
          Key: keyOf(v.id),
          UpdateExpression: 'SET #pos = :pos, version = :next, updatedAt = :now',
          ConditionExpression: 'version = :v',
          ExpressionAttributeNames: { '#pos': 'position' },
          ExpressionAttributeValues: { ':pos': position, ':v': v.version, ':next': v.version + 1, ':now': now },
        },
      })),
    }),
  );
}

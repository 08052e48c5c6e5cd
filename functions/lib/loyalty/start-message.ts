import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import { sendMessage } from '#lib/aws/sqs';
import { DUE_MESSAGES, dueMessageIndex, messageKey } from './messages.ts';
import { QUEUES } from '#shared/queues';

// The start of a message's fan-out (docs/client-loyalty-messages.md, Fan-out): a due message is
// taken off the due index by one conditional update, so however many starts race (the create
// call, a sweep, a retried sweep) one of them queues its fan-out. A module of its own, so the
// create call's bundle carries this and not the fan-out and the worker.

/**
 * Starts a due message's fan-out: takes it off the due index (conditional on it being there), then
 * queues the fan-out. Answers false when another start took it first. Should the queue refuse, the
 * message goes back on the index for the next sweep.
 */
export async function startMessage(clientId: string, messageId: string, now = new Date()): Promise<boolean> {
  const key = messageKey(clientId, messageId);
  let taken: Record<string, unknown>;
  try {
    const r = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET fanOutAt = :now REMOVE gsi3pk, gsi3sk',
        ConditionExpression: 'gsi3pk = :due',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':due': DUE_MESSAGES },
        ReturnValues: 'ALL_OLD',
      }),
    );
    taken = r.Attributes ?? {};
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
  try {
    await sendMessage(QUEUES.loyaltySends, { kind: 'fanOut', clientId, messageId });
  } catch (e) {
    const index = dueMessageIndex({
      _id: messageId,
      client: clientId,
      sendDateTime: String(taken.sendDateTime),
    });
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET gsi3pk = :pk, gsi3sk = :sk REMOVE fanOutAt',
        ExpressionAttributeValues: { ':pk': index.gsi3pk, ':sk': index.gsi3sk },
      }),
    );
    throw e;
  }
  return true;
}

import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import { inboundKey } from '#lib/loyalty/keys';

// A member's text to the company's number, `CLIENT#<c>#MEMBER#<phone>` / `INBOUND#<sid>` (entity
// 'loyaltyInbound'): claimed by the provider's id before anything is done (providers redeliver
// webhooks), then kept as the record of the keyword and of how it was answered (keywords.ts).

/** Which member's text, by the provider's id of it. */
export interface Inbound {
  clientId: string;
  phone: string;
  sid: string;
}

const key = (i: Inbound) => inboundKey(i.clientId, i.phone, i.sid);

/** Claims the text for this delivery of the webhook: false when an earlier one claimed it. */
export async function claimInbound(i: Inbound, intent: string, at: string): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key(i), entity: 'loyaltyInbound', sid: i.sid, intent, at },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

async function mark(i: Inbound, expression: string, values: Record<string, unknown>, names?: Record<string, string>) {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(i),
      UpdateExpression: expression,
      ExpressionAttributeValues: values,
      ...(names && { ExpressionAttributeNames: names }),
    }),
  );
}

/** The provider answered the keyword with its own confirmation. */
export const markAnsweredByProvider = (i: Inbound) => mark(i, 'SET answeredBy = :p', { ':p': 'provider' });

/** Our answer went: the provider's id of it. */
export const markAnswered = (i: Inbound, replySid: string) => mark(i, 'SET replySid = :r', { ':r': replySid });

/** The provider refused our answer for good. */
export const markAnswerRefused = (i: Inbound, error: string) =>
  mark(i, 'SET #error = :e', { ':e': error }, { '#error': 'error' });

/** Gives the claim back, unless an answer went, so the provider's retry does it all again. */
export async function releaseInbound(i: Inbound): Promise<void> {
  await ddb.send(
    new DeleteCommand({ TableName: tableName(), Key: key(i), ConditionExpression: 'attribute_not_exists(replySid)' }),
  );
}

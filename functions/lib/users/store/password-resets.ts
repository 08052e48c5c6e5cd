import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { OutboxMessage } from '#shared/schemas/mail';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import { outboxPut } from '#lib/mail/store';
import { passwordResetKey } from '#lib/users/keys';

// Reset tokens are stored hashed: the table never holds a usable link. One hour, single use.

const TTL_SECONDS = 3600;
const keyOf = (token: string) => passwordResetKey(createHash('sha256').update(token).digest('hex'));

/**
 * Records a new token for the user together with the e-mail `mail` writes for its link: no mail
 * without a token, no token without its mail. Answers the token.
 */
export async function startPasswordReset(
  userId: string,
  email: string,
  mail: (token: string) => OutboxMessage,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(Date.now() / 1000) + TTL_SECONDS;
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...keyOf(token), entity: 'reset', userId, email, expiresAt } } },
        outboxPut(mail(token)),
      ],
    }),
  );
  return token;
}

/**
 * Uses a token up: deleted only if it exists, belongs to this e-mail and has not expired (TTL
 * removal lags, so expiry is checked here). Answers the user id, or undefined.
 */
export async function consumeReset(token: string, email: string): Promise<string | undefined> {
  try {
    const r = await ddb.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keyOf(token),
        ConditionExpression: 'attribute_exists(pk) AND email = :e AND expiresAt > :now',
        ExpressionAttributeValues: { ':e': email, ':now': Math.floor(Date.now() / 1000) },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return r.Attributes?.userId as string | undefined;
  } catch (e) {
    if (isConditionFailure(e)) return undefined;
    throw e;
  }
}

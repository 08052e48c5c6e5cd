import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '#shared/schemas/user';
import { ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { userKey } from '#lib/users/keys';

// The sessions a user has open, as a string set on the user item (`sessionIds`). The handler stack
// reads the user item on every secured request anyway, so checking that the caller's session is
// still in the set costs no extra read. Set operations (ADD, DELETE) are atomic, so a sign-in
// racing a logout or a password change can never bring a removed session back.

/** A session's whole life, as long as the pool's refresh token behind it. */
export const SESSION_MAX_SECONDS = 30 * 24 * 3600;
/** Sign-ins beyond this many open sessions end the oldest. */
export const MAX_SESSIONS = 50;

/** A session id's issue time, in seconds, is its first part (base 36): pruning needs no other field. */
export const issuedAt = (sessionId: string) => parseInt(sessionId.split('.')[0] ?? '', 36);
const isLive = (sessionId: string, now: number) => issuedAt(sessionId) + SESSION_MAX_SECONDS > now;

/** Records a new session; expired ones, and the oldest beyond MAX_SESSIONS, are dropped. */
export async function addSession(user: User, sessionId: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(user._id),
      UpdateExpression: 'ADD sessionIds :s',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':s': new Set([sessionId]) },
    }),
  );
  const now = Date.now() / 1000;
  const open = [...(user.sessionIds ?? [])].sort((a, b) => issuedAt(b) - issuedAt(a));
  const drop = open.filter((s, i) => !isLive(s, now) || i >= MAX_SESSIONS - 1);
  if (drop.length) await removeSessions(user._id, drop);
}

async function removeSessions(userId: string, sessionIds: string[]): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        UpdateExpression: 'DELETE sessionIds :s',
        // never create an item for a user that is gone
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':s': new Set(sessionIds) },
      }),
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/** Logout: this session ends; the user's others stay. */
export const endSession = (userId: string, sessionId: string) => removeSessions(userId, [sessionId]);

/** A new password: every session ends but the one just opened for the person who set it. */
export async function replaceSessions(userId: string, sessionId: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(userId),
      UpdateExpression: 'SET sessionIds = :s',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':s': new Set([sessionId]) },
    }),
  );
}

/**
 * The user a session cookie names, read by key and strongly consistent, so a logout or a new
 * password counts from the very next request (an index read could lag behind the write).
 */
export async function sessionUser(userId: string): Promise<User | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: userKey(userId), ConsistentRead: true }));
  return r.Item ? stripKeys<User>(r.Item) : undefined;
}

/** True when the user still has this session open and it has not outlived SESSION_MAX_SECONDS. */
export const hasSession = (user: User, sessionId: string): boolean =>
  (user.sessionIds?.has(sessionId) ?? false) && isLive(sessionId, Date.now() / 1000);

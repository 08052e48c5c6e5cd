import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import { FORGET_AFTER_SECONDS, failuresAfter, waitAfter } from '#lib/kiosk/unlock-lockout';
import { unlockTriesKey as key } from '#lib/kiosk/keys';

// A client's wrong kiosk PINs (docs/client-kiosk-lock.md): `CLIENT#<clientId>` / `KIOSKUNLOCK`
// with the count in a row, the last one's time and the time the dialog opens again. One try at a
// time holds a short lease on the item, so parallel tries cannot each get a free check.

/** Long enough for one PIN check; a try that dies holding it frees the dialog after this. */
const LEASE_SECONDS = 10;

interface Tries {
  failures?: number;
  lastFailureAt?: number;
  lockedUntil?: number;
  leaseUntil?: number;
}

/**
 * Takes the dialog for one try: the seconds to wait when it is closed (after wrong PINs, or while
 * another try is being checked), 0 when this try may go on.
 */
export async function beginTry(clientId: string, now: number): Promise<number> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(clientId),
        UpdateExpression: 'SET leaseUntil = :lease, entity = :e',
        ConditionExpression:
          '(attribute_not_exists(lockedUntil) OR lockedUntil <= :now) AND (attribute_not_exists(leaseUntil) OR leaseUntil <= :now)',
        ExpressionAttributeValues: { ':lease': now + LEASE_SECONDS, ':now': now, ':e': 'kioskUnlockTries' },
      }),
    );
    return 0;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: key(clientId), ConsistentRead: true }));
    const t = (r.Item ?? {}) as Tries;
    return Math.max(1, Math.max(t.lockedUntil ?? 0, t.leaseUntil ?? 0) - now);
  }
}

/** Records a wrong PIN and closes the dialog for its wait; answers the wait. */
export async function recordWrongPin(clientId: string, now: number): Promise<number> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: key(clientId), ConsistentRead: true }));
  const t = (r.Item ?? {}) as Tries;
  const failures = failuresAfter(t.failures ?? 0, t.lastFailureAt, now);
  const wait = waitAfter(failures);
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(clientId),
      UpdateExpression:
        'SET failures = :f, lastFailureAt = :now, lockedUntil = :until, expiresAt = :exp, entity = :e REMOVE leaseUntil',
      ExpressionAttributeValues: {
        ':f': failures,
        ':now': now,
        ':until': now + wait,
        ':exp': now + wait + FORGET_AFTER_SECONDS,
        ':e': 'kioskUnlockTries',
      },
    }),
  );
  return wait;
}

/** The right PIN: the count starts again. */
export async function clearTries(clientId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tableName(), Key: key(clientId) }));
}

/** Moves the time the dialog opens again (epoch seconds), the count kept: as if the wait went by. */
export async function setLockedUntil(clientId: string, lockedUntil: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(clientId),
      UpdateExpression: 'SET lockedUntil = :u',
      ExpressionAttributeValues: { ':u': lockedUntil },
    }),
  );
}

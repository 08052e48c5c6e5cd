import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import { kioskCredentialKey } from '#lib/kiosk/keys';

// A locked kiosk's credential (docs/client-kiosk-lock.md): `KIOSKCRED#<sha256 of the cookie's
// token>` / `#META` with the client it is for. Only the hash is stored, so a reader of the table
// cannot act as a kiosk; unlocking deletes the item, so a copied cookie stops working at once.
// `expiresAt` ends it by TTL, and a read checks it too (TTL deletes late).

export async function putKioskCredential(hash: string, clientId: string, lockedBy: string, expiresAt: number) {
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...kioskCredentialKey(hash),
        entity: 'kioskCredential',
        clientId,
        lockedBy,
        createdAt: new Date().toISOString(),
        expiresAt,
      },
    }),
  );
}

/** The client a live credential is for. */
export async function kioskCredentialClient(hash: string): Promise<string | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: kioskCredentialKey(hash), ConsistentRead: true }),
  );
  const item = r.Item as { clientId?: string; expiresAt?: number } | undefined;
  if (!item?.clientId || !item.expiresAt || item.expiresAt <= Date.now() / 1000) return undefined;
  return item.clientId;
}

/** Ends the credential if it is this client's; anything else is left alone. */
export async function deleteKioskCredential(hash: string, clientId: string): Promise<void> {
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: kioskCredentialKey(hash),
        ConditionExpression: 'clientId = :c',
        ExpressionAttributeValues: { ':c': clientId },
      }),
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

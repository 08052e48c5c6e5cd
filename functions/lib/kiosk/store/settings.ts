import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#lib/table/dynamodb';
import { clientKey } from '#lib/clients/keys';
import { kioskPinKey as pinKey } from '#lib/kiosk/keys';

// A kiosk's settings (docs/data-model.md): `kioskConfig { cartEnabled, pinSet }` on the client item,
// which any member may read, and the PIN's hash in an item of its own, `CLIENT#c` / `KIOSKPIN`,
// which no route returns. `pinSet` holds exactly when that item exists: both change in one
// transaction, which also checks the item is as the caller saw it.

/** The stored hash of the company's kiosk PIN, if one is set. */
export async function getKioskPinHash(clientId: string): Promise<string | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: pinKey(clientId), ConsistentRead: true }));
  return r.Item?.hash as string | undefined;
}

/** What a save does to the PIN: a new hash, removal, or nothing (the PIN as it was seen). */
export type PinChange = { set: string } | { clear: true } | { keep: boolean };

/**
 * Saves the settings of a Pro company and answers whether a PIN is now set, or which condition
 * refused the save: 'notPro' (no longer a Pro company, or gone), 'changed' (a kept PIN was set or
 * removed meanwhile).
 */
export async function saveKioskSettings(
  clientId: string,
  cartEnabled: boolean,
  pin: PinChange,
): Promise<{ pinSet: boolean } | 'notPro' | 'changed'> {
  const pinSet = 'set' in pin ? true : 'clear' in pin ? false : pin.keep;
  const at = new Date().toISOString();
  const pinItem =
    'set' in pin
      ? {
          Put: {
            TableName: tableName(),
            Item: { ...pinKey(clientId), entity: 'kioskPin', hash: pin.set, updatedAt: at },
          },
        }
      : 'clear' in pin
        ? { Delete: { TableName: tableName(), Key: pinKey(clientId) } }
        : {
            ConditionCheck: {
              TableName: tableName(),
              Key: pinKey(clientId),
              ConditionExpression: pin.keep ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)',
            },
          };
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: clientKey(clientId),
              UpdateExpression: 'SET kioskConfig = :cfg',
              ConditionExpression: 'attribute_exists(pk) AND premiumEnabled = :yes',
              ExpressionAttributeValues: { ':cfg': { cartEnabled, pinSet }, ':yes': true },
            },
          },
          pinItem,
        ],
      }),
    );
  } catch (e) {
    const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if ((e as Error).name !== 'TransactionCanceledException' || !reasons) throw e;
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'notPro';
    if (reasons[1]?.Code === 'ConditionalCheckFailed') return 'changed';
    throw e;
  }
  return { pinSet };
}

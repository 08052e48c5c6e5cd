import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { RewardEntry } from '#shared/schemas/loyalty-points';
import type { Redemption } from '#shared/schemas/loyalty-rewards';
import { ddb, stripKeys, tableName } from '#lib/table/dynamodb';
import { newestFirstPage } from '#lib/table/newest-first-page';
import {
  balanceKey,
  clientRedemptionsPartition,
  memberPartition,
  POINTS_PREFIX,
  redemptionKey,
} from '#lib/loyalty/keys';

// Redemptions (docs/client-loyalty-rewards.md), in the member's partition beside the ledger:
// - `REDEMPTION#<id>` (entity 'loyaltyRedemption'): the redemption, its id made from the caller's
//   key, so the same key is the same item; listed on gsi1 `CLIENT#<c>#REDEMPTIONS` / `<at>#<id>`;
// - `POINTS#<at>#<id>` and, once reversed, `POINTS#<reversedAt>#<id>#reversal`: its ledger entries,
//   never edited;
// - `BALANCE`: taken down (on condition it holds the cost) or given back in the same transaction.

/** Why a redemption wrote nothing. */
export type NotRedeemed = 'repeated' | 'short';
/** Why a reversal wrote nothing. */
export type NotReversed = 'gone' | 'reversedAlready';

const CONFLICT_ATTEMPTS = 8;

/** Runs a transaction, tried again after a short random pause when it collided with another; answers the cancellation codes. */
async function transact(items: ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']) {
  for (let attempt = 1; ; attempt++) {
    try {
      await ddb.send(new TransactWriteCommand({ TransactItems: items }));
      return undefined;
    } catch (e) {
      const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
      if ((e as Error).name !== 'TransactionCanceledException' || !reasons) throw e;
      if (reasons.some((r) => r.Code === 'ConditionalCheckFailed')) return reasons.map((r) => r.Code ?? 'None');
      if (attempt === CONFLICT_ATTEMPTS) throw e;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

const entryItem = (e: RewardEntry, sk: string) => ({
  ...e,
  pk: memberPartition(e.clientId, e.phone),
  sk,
  entity: 'loyaltyPoints',
});

/**
 * Records a redemption in one transaction: the redemption (absent before: its id is the caller's
 * key), its ledger entry, and the balance taken down by its points on condition the balance holds
 * them. Answers nothing when written, 'repeated' when the key was redeemed before (nothing
 * written), 'short' when the balance does not hold the cost.
 */
export async function redeem(r: Redemption): Promise<NotRedeemed | undefined> {
  const entry: RewardEntry = {
    key: r._id,
    clientId: r.clientId,
    phone: r.phone,
    source: 'redemption',
    redemptionId: r._id,
    rewardId: r.rewardId,
    rewardName: r.rewardName,
    points: -r.points,
    at: r.at,
  };
  const refused = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...r,
          ...redemptionKey(r.clientId, r.phone, r._id),
          entity: 'loyaltyRedemption',
          gsi1pk: clientRedemptionsPartition(r.clientId),
          gsi1sk: `${r.at}#${r._id}`,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: entryItem(entry, `${POINTS_PREFIX}${r.at}#${r._id}`),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: balanceKey(r.clientId, r.phone),
        UpdateExpression: 'ADD points :taken',
        ConditionExpression: 'points >= :cost',
        ExpressionAttributeValues: { ':taken': -r.points, ':cost': r.points },
      },
    },
  ]);
  if (!refused) return undefined;
  // the key's own check first: a retried redemption is "repeated" whatever the balance says now
  if (refused[0] === 'ConditionalCheckFailed' || refused[1] === 'ConditionalCheckFailed') return 'repeated';
  return 'short';
}

/**
 * Reverses a redemption in one transaction: the redemption marked reversed with who, when and why
 * (on condition it is still redeemed), the reversing ledger entry, and the points given back. A
 * second reversal finds it reversed and writes nothing.
 */
export async function reverse(
  r: Redemption,
  by: { at: string; userId: string; reason: string },
): Promise<NotReversed | undefined> {
  const entry: RewardEntry = {
    key: `${r._id}#reversal`,
    clientId: r.clientId,
    phone: r.phone,
    source: 'reversal',
    redemptionId: r._id,
    rewardId: r.rewardId,
    rewardName: r.rewardName,
    points: r.points,
    at: by.at,
    reason: by.reason,
  };
  const refused = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: redemptionKey(r.clientId, r.phone, r._id),
        UpdateExpression: 'SET #s = :reversed, reversedAt = :at, reversedBy = :by, reason = :reason',
        ConditionExpression: '#s = :redeemed',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':reversed': 'reversed',
          ':redeemed': 'redeemed',
          ':at': by.at,
          ':by': by.userId,
          ':reason': by.reason,
        },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: entryItem(entry, `${POINTS_PREFIX}${by.at}#${r._id}#reversal`),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: balanceKey(r.clientId, r.phone),
        UpdateExpression: 'ADD points :back',
        ExpressionAttributeValues: { ':back': r.points },
      },
    },
  ]);
  if (!refused) return undefined;
  return refused[0] === 'ConditionalCheckFailed' ? 'reversedAlready' : 'gone';
}

export async function getRedemption(clientId: string, phone: string, id: string): Promise<Redemption | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: redemptionKey(clientId, phone, id), ConsistentRead: true }),
  );
  return r.Item ? stripKeys<Redemption>(r.Item) : undefined;
}

/** One page of a company's redemptions, newest first. */
export async function listRedemptions(clientId: string, limit: number, cursor?: string) {
  const page = await newestFirstPage(clientRedemptionsPartition(clientId), limit, cursor);
  return { redemptions: page.items.map((i) => stripKeys<Redemption>(i)), nextCursor: page.nextCursor };
}

import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Reward } from '#shared/schemas/loyalty-rewards';
import { ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { newestFirstPage } from '#lib/table/newest-first-page';
import { clientRewardsPartition, rewardKey } from '#lib/loyalty/keys';

// Rewards (docs/client-loyalty-rewards.md): `CLIENT#<clientId>` / `REWARD#<id>`, entity
// 'loyaltyReward', listed on gsi1 `CLIENT#<clientId>#REWARDS` / `<createdAt>#<id>`, newest first.

const rewardItem = (r: Reward) => ({
  ...r,
  ...rewardKey(r.client, r._id),
  entity: 'loyaltyReward',
  gsi1pk: clientRewardsPartition(r.client),
  gsi1sk: `${r.createdAt}#${r._id}`,
});

export async function createReward(r: Reward): Promise<void> {
  await ddb.send(
    new PutCommand({ TableName: tableName(), Item: rewardItem(r), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

/**
 * Replaces a reward as edited, on condition it is the version the edit read (its `updatedAt`), so
 * two edits at once never leave a mix of both. Answers false when another edit came first.
 */
export async function replaceReward(r: Reward, readAt: string): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: rewardItem(r),
        ConditionExpression: 'updatedAt = :read',
        ExpressionAttributeValues: { ':read': readAt },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

export async function getReward(clientId: string, id: string): Promise<Reward | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: rewardKey(clientId, id), ConsistentRead: true }),
  );
  return r.Item ? stripKeys<Reward>(r.Item) : undefined;
}

/** One page of a company's rewards, newest first. */
export async function listRewards(clientId: string, limit: number, cursor?: string) {
  const page = await newestFirstPage(clientRewardsPartition(clientId), limit, cursor);
  return { rewards: page.items.map((i) => stripKeys<Reward>(i)), nextCursor: page.nextCursor };
}

/** Every reward of a company (a store defines tens, not thousands): what a member is shown picks from it. */
export async function allRewards(clientId: string): Promise<Reward[]> {
  const rewards: Reward[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': clientRewardsPartition(clientId) },
        ExclusiveStartKey: start,
      }),
    );
    rewards.push(...(r.Items ?? []).map((i) => stripKeys<Reward>(i)));
    start = r.LastEvaluatedKey;
  } while (start);
  return rewards;
}

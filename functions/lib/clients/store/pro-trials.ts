import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PRO_TRIAL_DAYS } from '#shared/constants';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import { clientKey, PRO_TRIALS } from '#lib/clients/keys';
import { trialFields } from '#lib/clients/store';
import { userKey } from '#lib/users/keys';

// A company on the Pro trial carries `trialEndsAt` and the sparse index pair gsi4 `PROTRIALS` /
// `<trialEndsAt>#<id>` on its client item (written when a member who signed up with the trial
// offer joins it, docs/client-companies.md). Ending a trial takes the company back to the free level and out of the index, and drops
// `trialEndsAt`: a company an admin later makes Pro again must not look like a trial to end.

export interface DueTrial {
  _id: string;
  trialEndsAt: string;
}

/** The trials ending at or before `at`, oldest first, one page at a time (keys only: the index's own pair). */
export async function dueTrials(at: Date, start?: Record<string, unknown>) {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi4',
      KeyConditionExpression: 'gsi4pk = :p AND gsi4sk <= :upTo',
      // '~' sorts after every id character, so a trial ending exactly at `at` is due
      ExpressionAttributeValues: { ':p': PRO_TRIALS, ':upTo': `${at.toISOString()}#~` },
      ProjectionExpression: '#id, trialEndsAt',
      ExpressionAttributeNames: { '#id': '_id' },
      ExclusiveStartKey: start,
      Limit: 100,
    }),
  );
  return { trials: (r.Items ?? []) as DueTrial[], next: r.LastEvaluatedKey };
}

/**
 * Ends one trial, if it is still the trial that was found due: the item must still be in the index
 * with the same end date. An admin who extended the trial (a later `trialEndsAt`) or made the
 * company Pro for good (out of the index) meanwhile wins, and the answer is false.
 */
export async function endTrial(trial: DueTrial, at: Date): Promise<boolean> {
  const now = at.toISOString();
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: clientKey(trial._id),
        UpdateExpression:
          'SET premiumLevel = :free, premiumEnabled = :off, updatedAt = :now, gsi3sk = :listed REMOVE gsi4pk, gsi4sk, trialEndsAt',
        ConditionExpression: 'gsi4pk = :trials AND trialEndsAt = :ends AND trialEndsAt <= :now',
        ExpressionAttributeValues: {
          ':free': 'free',
          ':off': false,
          ':now': now,
          ':listed': `${now}#${trial._id}`,
          ':trials': PRO_TRIALS,
          ':ends': trial.trialEndsAt,
        },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/**
 * Starts a company's one Pro trial with a member's sign-up offer, both or neither: the company
 * must be free, must never have had a trial (`proTrialStartedAt`, kept for good) and must have no
 * level an admin set (`levelSetByAdminAt`); the user must still hold the offer sign-up gave them
 * (`proTrialOffered`), which this uses up. Answers whether the trial started.
 */
export async function startTrialWithOffer(clientId: string, userId: string, at: Date): Promise<boolean> {
  const trial = trialFields(clientId, new Date(at.getTime() + PRO_TRIAL_DAYS * 86_400_000).toISOString());
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: clientKey(clientId),
              UpdateExpression:
                'SET premiumLevel = :pro, premiumEnabled = :yes, trialEndsAt = :end, proTrialStartedAt = :at, gsi4pk = :trials, gsi4sk = :trialSk',
              ConditionExpression:
                'attribute_exists(pk) AND (attribute_not_exists(premiumLevel) OR premiumLevel = :free) AND attribute_not_exists(proTrialStartedAt) AND attribute_not_exists(levelSetByAdminAt)',
              ExpressionAttributeValues: {
                ':pro': trial.premiumLevel,
                ':yes': trial.premiumEnabled,
                ':end': trial.trialEndsAt,
                ':at': at.toISOString(),
                ':trials': trial.gsi4pk,
                ':trialSk': trial.gsi4sk,
                ':free': 'free',
              },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: userKey(userId),
              UpdateExpression: 'REMOVE proTrialOffered',
              ConditionExpression: 'proTrialOffered = :yes',
              ExpressionAttributeValues: { ':yes': true },
            },
          },
        ],
      }),
    );
    return true;
  } catch (e) {
    if ((e as Error).name === 'TransactionCanceledException') return false;
    throw e;
  }
}

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import { memberPartition } from '#lib/db/loyalty-members';
import type { LoyaltySend } from '#shared/schemas/loyalty-message';
import { sendKey } from './messages.ts';
import { countDecision, recordSend, transact, type SendClaim } from './sends.ts';

// The send path's claims on a member's text (docs/client-loyalty-messages.md, The queue worker):
// the daily cap is counted in the same transaction as the claim, so a claim that loses (a
// redelivery) counts nothing and a text given back (429, 5xx) is uncounted again. A text that
// waited for the morning is claimed by moving its `quietHours` record to `sent`, so it goes once.

type Target = Pick<LoyaltySend, 'messageId' | 'clientId' | 'phone' | 'at'>;

/** Where quiet hours' deferred sends wait for their time: sparse gsi3, swept by sweep-loyalty-sends. */
export const DEFERRED_SENDS = 'LOYALTY#deferredSends';

const deferredIndex = (t: Target, sendAfter: string) => ({
  gsi3pk: DEFERRED_SENDS,
  gsi3sk: `${sendAfter}#${t.clientId}#${t.messageId}#${t.phone}`,
});

/** The member's day on their own clock, YYYY-MM-DD. */
export const localDay = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** How many marketing texts the member had on a day: `CLIENT#c#MEMBER#p` / `TEXTS#<day>`. */
const dayKey = (t: Target, day: string) => ({ pk: memberPartition(t.clientId, t.phone), sk: `TEXTS#${day}` });

const TWO_DAYS_S = 2 * 86_400;

const countText = (t: Target, day: string, cap: number, now: Date) => ({
  Update: {
    TableName: tableName(),
    Key: dayKey(t, day),
    UpdateExpression: 'SET entity = :entity, expiresAt = :expires ADD texts :one',
    ConditionExpression: 'attribute_not_exists(texts) OR texts < :cap',
    ExpressionAttributeValues: {
      ':entity': 'loyaltyTextDay',
      ':expires': Math.floor(now.getTime() / 1000) + TWO_DAYS_S,
      ':one': 1,
      ':cap': cap,
    },
  },
});

const uncountText = (t: Target, day: string) => ({
  Update: {
    TableName: tableName(),
    Key: dayKey(t, day),
    UpdateExpression: 'ADD texts :minus',
    ConditionExpression: 'texts > :zero',
    ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
  },
});

/** A waiting (`quietHours`) record moved to another decision, counted once: for the same transaction. */
const fromWaiting = (t: Target, decision: LoyaltySend['decision'], extra = '') => ({
  Update: {
    TableName: tableName(),
    Key: sendKey(t.messageId, t.phone),
    UpdateExpression: `SET decision = :d, decidedAt = :at${extra}`,
    ConditionExpression: 'decision = :waiting',
    ExpressionAttributeValues: { ':d': decision, ':at': t.at, ':waiting': 'quietHours' },
  },
});

/**
 * The claim of a member's text under the daily cap: the record (a new one, or the morning's move
 * of a waiting one) and the day's count in one transaction. Over the cap, the member's record says
 * `capped` instead, counted once.
 */
export function cappedClaim(t: Target, o: { cap: number; timeZone: string; now: Date; waited: boolean }): SendClaim {
  const day = localDay(o.now, o.timeZone);
  const record = o.waited
    ? fromWaiting(t, 'sent', ' REMOVE gsi3pk, gsi3sk')
    : {
        Put: {
          TableName: tableName(),
          Item: { ...t, decision: 'sent', ...sendKey(t.messageId, t.phone), entity: 'loyaltySend' },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
  return {
    tally: o.waited ? 'fromWaiting' : 'first',
    take: async () => {
      const refused = await transact([record, countText(t, day, o.cap, o.now)]);
      if (!refused) return 'taken';
      if (refused[0] !== 'None') return 'duplicate';
      return (await decide(t, 'capped', o.waited)) ? 'capped' : 'duplicate';
    },
    release: async () => {
      const back = o.waited
        ? {
            Update: {
              TableName: tableName(),
              Key: sendKey(t.messageId, t.phone),
              UpdateExpression: 'SET decision = :waiting',
              ConditionExpression: 'attribute_not_exists(providerSid) AND decision = :sent',
              ExpressionAttributeValues: { ':waiting': 'quietHours', ':sent': 'sent' },
            },
          }
        : {
            Delete: {
              TableName: tableName(),
              Key: sendKey(t.messageId, t.phone),
              ConditionExpression: 'attribute_not_exists(providerSid)',
            },
          };
      await transact([back, uncountText(t, day)]);
    },
  };
}

/**
 * Records a skip (no consent, opted out, capped), counted once on the message. A member whose text
 * waited for the morning has a `quietHours` record already: it moves to the skip instead.
 */
export async function decide(t: Target, decision: LoyaltySend['decision'], waited: boolean): Promise<boolean> {
  if (!waited) return recordSend({ ...t, decision });
  return (
    (await transact([fromWaiting(t, decision), countDecision(t.clientId, t.messageId, decision, 'fromWaiting')])) ===
    undefined
  );
}

/**
 * Holds the member's text until `sendAfter` (the next 8 am on their clock): recorded `quietHours`
 * and counted once, and listed in the deferred index. A text that waited already and is still in
 * quiet hours (a sweep running late) is listed again for the next morning, counted nothing.
 */
export async function defer(t: Target, sendAfter: Date, waited: boolean): Promise<boolean> {
  const after = sendAfter.toISOString();
  if (!waited) return recordSend({ ...t, decision: 'quietHours' }, { sendAfter: after, ...deferredIndex(t, after) });
  const index = deferredIndex(t, after);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sendKey(t.messageId, t.phone),
        UpdateExpression: 'SET sendAfter = :after, gsi3pk = :pk, gsi3sk = :sk',
        ConditionExpression: 'decision = :waiting',
        ExpressionAttributeValues: {
          ':after': after,
          ':pk': index.gsi3pk,
          ':sk': index.gsi3sk,
          ':waiting': 'quietHours',
        },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

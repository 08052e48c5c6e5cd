import { tableName } from '#lib/table/dynamodb';
import { textDayKey } from '#lib/loyalty/keys';

// How many marketing texts a member had on a day of their own clock, `CLIENT#c#MEMBER#p` /
// `TEXTS#<day>` (entity 'loyaltyTextDay'): the daily cap, counted in the same transaction as the
// claim of each text (send-claims.ts), so a claim that loses counts nothing.

/** The cap is read for today only; two days outlast any member's clock. */
const TWO_DAYS_S = 2 * 86_400;

/** One more text on the member's day, refused at the cap: for the claim's transaction. */
export const countText = (clientId: string, phone: string, day: string, cap: number, now: Date) => ({
  Update: {
    TableName: tableName(),
    Key: textDayKey(clientId, phone, day),
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

/** A text given back, uncounted: for the release's transaction. */
export const uncountText = (clientId: string, phone: string, day: string) => ({
  Update: {
    TableName: tableName(),
    Key: textDayKey(clientId, phone, day),
    UpdateExpression: 'ADD texts :minus',
    ConditionExpression: 'texts > :zero',
    ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
  },
});

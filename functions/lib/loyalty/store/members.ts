import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  CheckIn,
  Consent,
  ConsentRecord,
  LoyaltyMember,
  LoyaltyStatus,
  MembersQuery,
} from '#shared/schemas/loyalty-member';
import { ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { decodeCursor, pageWithLookahead } from '#lib/table/page-cursor';
import { newId } from '#lib/base/ids';
import {
  activationCodeKey,
  checkInKey,
  CONSENT_PREFIX,
  memberKey,
  memberPartition,
  membersIndexPartition,
} from '#lib/loyalty/keys';

// Loyalty members (docs/client-loyalty-members.md, docs/data-model.md). A member of one client's
// programme is `CLIENT#<clientId>` / `MEMBER#<e164>`, listed by gsi1 `CLIENT#<clientId>#MEMBER` in
// the order they joined. What happens to one member lives in a partition of its own,
// `CLIENT#<clientId>#MEMBER#<e164>`: the consent history (`CONSENT#<at>#<id>`), check-ins
// (`CHECKIN#…`) and the points ledger (`POINTS#…`). A consent change and its history entry are one
// transaction, so the history is never behind the consent the send path obeys.

// defined beside the keys of the inbound texts and text days that share the partition (#lib/loyalty/keys)

const CONSENT = CONSENT_PREFIX;

/** The member as stored, with its keys and its place in the client's list. */
export const memberItem = (m: LoyaltyMember) => ({
  ...m,
  ...memberKey(m.clientId, m.phone),
  entity: 'loyaltyMember',
  gsi1pk: membersIndexPartition(m.clientId),
  gsi1sk: `${m.joinedAt}#${m.phone}`,
});

/** A consent history entry for a transaction that writes it beside the member's `consent`. */
export const consentRecordItem = (clientId: string, phone: string, consent: Consent) => {
  const record: ConsentRecord = { ...consent, id: newId(), clientId, phone };
  return {
    ...record,
    pk: memberPartition(clientId, phone),
    sk: `${CONSENT}${consent.at}#${record.id}`,
    entity: 'loyaltyConsent',
  };
};

export async function getMember(
  clientId: string,
  phone: string,
  consistent = false,
): Promise<LoyaltyMember | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: memberKey(clientId, phone), ConsistentRead: consistent }),
  );
  return r.Item && stripKeys<LoyaltyMember>(r.Item);
}

const cancelled = (e: unknown): { Code?: string }[] | undefined =>
  (e as Error).name === 'TransactionCanceledException'
    ? (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons
    : undefined;

/**
 * Enrols a member with the consent they gave, its first history entry in the same transaction.
 * Answers false, writing nothing, when the phone is a member of this client's programme already.
 */
export async function createMember(m: LoyaltyMember): Promise<boolean> {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: memberItem(m), ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName: tableName(),
              Item: consentRecordItem(m.clientId, m.phone, m.consent),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (e) {
    if (cancelled(e)?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw e;
  }
}

/**
 * The status a consent change leaves: withdrawn, the member is opted out. Given again by a keyword
 * (START, texted from the phone itself, which proves it is theirs), an opted-out member is active
 * once more; given again at a kiosk or on the web, they confirm the phone with a code first
 * (pending). A member still pending stays pending, an active one active.
 */
const statusAfter = (before: LoyaltyStatus, consent: Consent): LoyaltyStatus =>
  consent.status === 'revoked'
    ? 'optedOut'
    : before !== 'optedOut'
      ? before
      : consent.source === 'keyword'
        ? 'active'
        : 'pending';

const SET_CONSENT_ATTEMPTS = 3;

/**
 * Records a consent change: the member's `consent` and status, and the history entry, in one
 * transaction conditional on the member as read (so two changes at once both land, in turn, and the
 * last one read is the one kept). Answers the member after the change, or undefined when the phone
 * is not a member of this client's programme (nothing is written).
 */
export async function setConsent(
  clientId: string,
  phone: string,
  consent: Consent,
): Promise<LoyaltyMember | undefined> {
  for (let attempt = 1; ; attempt++) {
    const before = await getMember(clientId, phone, true);
    if (!before) return undefined;
    const after: LoyaltyMember = {
      ...before,
      consent,
      loyaltyStatus: statusAfter(before.loyaltyStatus, consent),
      updatedAt: new Date().toISOString(),
    };
    try {
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: memberKey(clientId, phone),
                UpdateExpression: 'SET consent = :c, loyaltyStatus = :s, updatedAt = :u',
                ConditionExpression: 'updatedAt = :seen',
                ExpressionAttributeValues: {
                  ':c': consent,
                  ':s': after.loyaltyStatus,
                  ':u': after.updatedAt,
                  ':seen': before.updatedAt,
                },
              },
            },
            {
              Put: {
                TableName: tableName(),
                Item: consentRecordItem(clientId, phone, consent),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return after;
    } catch (e) {
      if (cancelled(e)?.[0]?.Code !== 'ConditionalCheckFailed' || attempt === SET_CONSENT_ATTEMPTS) throw e;
    }
  }
}

/** A member's consent history, newest first, one page. */
export async function consentHistory(
  clientId: string,
  phone: string,
  limit = 50,
  cursor?: string,
): Promise<{ consents: ConsentRecord[]; nextCursor: string | null }> {
  const partition = memberPartition(clientId, phone);
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': partition, ':s': CONSENT },
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: decodeCursor(cursor, { partition, sortPrefix: CONSENT }),
    }),
  );
  const shown = pageWithLookahead(r, limit, undefined);
  return {
    consents: shown.items.map((i) => stripKeys<ConsentRecord>(i)),
    nextCursor: shown.nextCursor,
  };
}

/**
 * One page of the client's active members (confirmed, not opted out), in the order they joined: the
 * send fan-out's reader. A page may hold fewer than `limit` (the others were filtered out) and still
 * have a next one; the answer ends when `nextCursor` is null. The sender must still check each
 * member's consent at the moment it texts (getMember, consistent): a STOP may land in between.
 */
export async function activeMembers(
  clientId: string,
  cursor?: string,
  limit = 100,
): Promise<{ members: LoyaltyMember[]; nextCursor: string | null }> {
  const partition = membersIndexPartition(clientId);
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      FilterExpression: 'loyaltyStatus = :active',
      ExpressionAttributeValues: { ':p': partition, ':active': 'active' },
      Limit: limit + 1,
      ExclusiveStartKey: decodeCursor(cursor, { index: 'gsi1', partition }),
    }),
  );
  const shown = pageWithLookahead(r, limit, 'gsi1');
  return {
    members: shown.items.map((i) => stripKeys<LoyaltyMember>(i)),
    nextCursor: shown.nextCursor,
  };
}

// Activation codes: one live code per member, `CLIENT#c#MEMBER#p` / `CODE`, holding the code's
// salted hash (never the code), how many guesses it has had and until when it is good. A new code
// replaces the one before. Every guess is counted before it is checked, by a conditional ADD, so
// however many arrive at once no code is checked more than `maxAttempts` times.

export interface ActivationCode {
  hash: string;
  attempts: number;
  /** Epoch milliseconds. */
  validUntil: number;
}

/** The Put of a member's new code (stored before its text is sent). */
export const activationCodePut = (clientId: string, phone: string, code: ActivationCode) => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...activationCodeKey(clientId, phone),
      entity: 'loyaltyCode',
      ...code,
      // TTL removes it some time after it stops being good; validUntil is what the checks use
      expiresAt: Math.ceil(code.validUntil / 1000) + 3600,
    },
  },
});

/** Stores a member's new code, replacing the one before. */
export async function putActivationCode(clientId: string, phone: string, code: ActivationCode): Promise<void> {
  await ddb.send(new PutCommand(activationCodePut(clientId, phone, code).Put));
}

export async function getActivationCode(clientId: string, phone: string): Promise<ActivationCode | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: activationCodeKey(clientId, phone), ConsistentRead: true }),
  );
  return r.Item && { hash: r.Item.hash, attempts: r.Item.attempts, validUntil: r.Item.validUntil };
}

/**
 * Counts one guess against the code read (`hash`): false when that code is gone or replaced, past
 * its time, or out of guesses, in which case the guess must not be checked.
 */
export async function countCodeAttempt(
  clientId: string,
  phone: string,
  hash: string,
  maxAttempts: number,
  now = Date.now(),
): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: activationCodeKey(clientId, phone),
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: '#h = :h AND attempts < :max AND validUntil > :now',
        ExpressionAttributeNames: { '#h': 'hash' },
        ExpressionAttributeValues: { ':one': 1, ':h': hash, ':max': maxAttempts, ':now': now },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/**
 * The right code: used up, and the member confirmed (active) with their chosen categories, in one
 * transaction. Answers the member as confirmed, or undefined when the code was used or replaced
 * meanwhile, or the member is no longer waiting for confirmation (nothing is written).
 */
export async function confirmWithCode(
  clientId: string,
  phone: string,
  hash: string,
  categoryPreferences: string[],
): Promise<LoyaltyMember | undefined> {
  const updatedAt = new Date().toISOString();
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: activationCodeKey(clientId, phone),
              ConditionExpression: '#h = :h',
              ExpressionAttributeNames: { '#h': 'hash' },
              ExpressionAttributeValues: { ':h': hash },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: memberKey(clientId, phone),
              UpdateExpression: 'SET loyaltyStatus = :active, categoryPreferences = :c, updatedAt = :u',
              ConditionExpression: 'loyaltyStatus = :pending',
              ExpressionAttributeValues: {
                ':active': 'active',
                ':pending': 'pending',
                ':c': categoryPreferences,
                ':u': updatedAt,
              },
            },
          },
        ],
      }),
    );
  } catch (e) {
    if (cancelled(e)?.some((c) => c.Code === 'ConditionalCheckFailed')) return undefined;
    throw e;
  }
  return getMember(clientId, phone, true);
}

/** Records a check-in; the points ledger's stream worker awards points for its INSERT. */
export async function recordCheckIn(c: CheckIn): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...c,
        ...checkInKey(c),
        entity: 'loyaltyCheckIn',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/**
 * One page of the members table (POST members): Query gsi1 in join order, filtered by status or
 * phone digits. The spec pages by number; DynamoDB pages by key, so the pages before the one asked
 * are walked with a keys-only projection (no Scan; a few KB a page), and the count that gives
 * `pages` is a COUNT query over the same partition and filter.
 */
export async function membersPage(
  clientId: string,
  q: MembersQuery,
): Promise<{ members: LoyaltyMember[]; total: number }> {
  const partition = membersIndexPartition(clientId);
  const values: Record<string, unknown> = { ':p': partition };
  const filters: string[] = [];
  for (const f of q.filtered ?? []) {
    if (f.id === 'loyaltyStatus') {
      filters.push('loyaltyStatus = :status');
      values[':status'] = f.value;
    } else {
      filters.push('contains(phone, :digits)');
      values[':digits'] = f.value;
    }
  }
  const base = {
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :p',
    ExpressionAttributeValues: values,
    ScanIndexForward: !(q.sorted?.[0]?.desc ?? true),
    ...(filters.length && { FilterExpression: filters.join(' AND ') }),
  };
  // Each call answers at most 1 MB; the loop follows LastEvaluatedKey until `want` items are in.
  const collect = async (want: number, projection: boolean, start?: Record<string, unknown>) => {
    const items: Record<string, unknown>[] = [];
    let key = start;
    do {
      const r = await ddb.send(
        new QueryCommand({
          ...base,
          ExclusiveStartKey: key,
          Limit: Math.max(want - items.length, 1) * (filters.length ? 4 : 1),
          ...(projection && { ProjectionExpression: 'pk, sk, gsi1pk, gsi1sk' }),
        }),
      );
      for (const i of r.Items ?? []) if (items.length < want) items.push(i);
      key = r.LastEvaluatedKey;
    } while (key && items.length < want);
    return items;
  };
  let total = 0;
  let countKey: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(new QueryCommand({ ...base, Select: 'COUNT', ExclusiveStartKey: countKey }));
    total += r.Count ?? 0;
    countKey = r.LastEvaluatedKey;
  } while (countKey);
  const skip = q.page * q.pageSize;
  if (skip >= total) return { members: [], total };
  const before = skip ? await collect(skip, true) : [];
  const last = before.at(-1);
  const start = last && { pk: last.pk, sk: last.sk, gsi1pk: last.gsi1pk, gsi1sk: last.gsi1sk };
  const page = await collect(q.pageSize, false, start);
  return { members: page.map((i) => stripKeys<LoyaltyMember>(i)), total };
}

/** Moves the end of a phone's activation code to this time (epoch ms), as if its minutes went by. */
export async function setCodeValidUntil(clientId: string, phone: string, validUntil: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: activationCodeKey(clientId, phone),
      UpdateExpression: 'SET validUntil = :u',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':u': validUntil },
    }),
  );
}

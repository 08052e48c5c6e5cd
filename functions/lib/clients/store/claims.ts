import { QueryCommand, TransactWriteCommand, UpdateCommand, PutCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Claim } from '#shared/schemas/client';
import type { User } from '#shared/schemas/user';
import { ddb, isConditionFailure, stripKeys, tableName } from '#lib/table/dynamodb';
import { decodeCursor, pageWithLookahead } from '#lib/table/page-cursor';
import { clientMembersPartition, userKey } from '#lib/users/keys';
import { claimKey, clientClaimsPartition } from '#lib/clients/keys';

// A claim on a company that already has members (docs/client-companies.md): it lives in the
// company's partition (pk CLIENT#<company>, sk CLAIM#<user>), so one person has at most one claim
// per company; gsi1 lists a company's claims by status, newest first. Every move is conditional on
// the claim still being pending, so two members answering at once decide it once.

const sortKey = (c: Pick<Claim, 'status' | 'updatedAt' | 'user'>) => `${c.status}#${c.updatedAt}#${c.user}`;

export async function getClaim(client: string, user: string): Promise<Claim | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: claimKey(client, user), ConsistentRead: true }),
  );
  return r.Item ? stripKeys<Claim>(r.Item) : undefined;
}

/**
 * Files a pending claim, or answers the one already pending (a second click files nothing more).
 * A claim answered before (rejected, or approved for someone who has since left) can be filed again.
 */
export async function fileClaim(c: Claim): Promise<Claim> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...c,
          ...claimKey(c.client, c.user),
          entity: 'claim',
          gsi1pk: clientClaimsPartition(c.client),
          gsi1sk: sortKey(c),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR #s <> :pending',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending' },
      }),
    );
    return c;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const existing = await getClaim(c.client, c.user);
    if (!existing) throw e;
    return existing;
  }
}

/** A company's claims waiting for an answer, newest first, paged. */
export async function pendingClaims(client: string, limit: number, cursor?: string) {
  const partition = clientClaimsPartition(client);
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
      ExpressionAttributeValues: { ':p': partition, ':s': 'pending#' },
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: decodeCursor(cursor, { index: 'gsi1', partition, sortPrefix: 'pending#' }),
    }),
  );
  const shown = pageWithLookahead(r, limit, 'gsi1');
  return { claims: shown.items.map((i) => stripKeys<Claim>(i)), nextCursor: shown.nextCursor };
}

export type DecisionFailure = 'notPending' | 'assignedElsewhere';

/**
 * Answers a pending claim. Approving assigns the claimant in the same transaction, only if the
 * claim is still pending and the claimant still belongs nowhere. Answers the claim as decided, or
 * why nothing changed.
 */
export async function decideClaim(
  claim: Claim,
  claimant: Pick<User, '_id' | 'email'>,
  decision: 'approve' | 'reject',
  by: string,
  at: string,
): Promise<{ claim: Claim } | { failure: DecisionFailure }> {
  const status = decision === 'approve' ? 'approved' : 'rejected';
  const next: Claim = { ...claim, status, decidedBy: by, updatedAt: at };
  const claimUpdate = {
    TableName: tableName(),
    Key: claimKey(claim.client, claim.user),
    UpdateExpression: 'SET #s = :s, decidedBy = :by, updatedAt = :at, gsi1sk = :sk',
    ConditionExpression: '#s = :pending',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':s': status, ':by': by, ':at': at, ':sk': sortKey(next), ':pending': 'pending' },
  };
  try {
    if (decision === 'reject') {
      await ddb.send(new UpdateCommand(claimUpdate));
      return { claim: next };
    }
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: claimUpdate },
          {
            Update: {
              TableName: tableName(),
              Key: userKey(claimant._id),
              UpdateExpression: 'SET clientAssignment = :c, gsi2pk = :members, gsi2sk = :email, updatedAt = :at',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(clientAssignment)',
              ExpressionAttributeValues: {
                ':c': claim.client,
                ':members': clientMembersPartition(claim.client),
                ':email': claimant.email.toLowerCase(),
                ':at': at,
              },
            },
          },
        ],
      }),
    );
    return { claim: next };
  } catch (e) {
    if (isConditionFailure(e)) return { failure: 'notPending' };
    const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if ((e as Error).name !== 'TransactionCanceledException' || !reasons) throw e;
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return { failure: 'notPending' };
    if (reasons[1]?.Code === 'ConditionalCheckFailed') return { failure: 'assignedElsewhere' };
    throw e;
  }
}

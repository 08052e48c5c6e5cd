import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ProRequest } from '#shared/schemas/pro';
import { ddb, stripKeys, tableName } from '#lib/table/dynamodb';
import { decodeCursor, pageWithLookahead } from '#lib/table/page-cursor';
import { ALL_PRO_REQUESTS, clientPartition, proRequestKey } from '#lib/clients/keys';
import { clientFieldsUpdate } from '#lib/clients/store/client-admin';

// A company's Pro requests (docs/data-model.md): `CLIENT#c` / `PROREQUEST#<plan>`, one per company
// and plan (asking again renews it and removes any answer), listed for admins in gsi3 `PROREQUESTS`
// by last request. An admin's answer is written once, on the request as the admin saw it.

/** Records the request, or renews it (its first date kept), and answers it as stored. */
export async function putProRequest(r: Omit<ProRequest, 'createdAt' | 'updatedAt'>, at: string): Promise<ProRequest> {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: proRequestKey(r.clientId, r.plan),
      UpdateExpression:
        'SET entity = :e, clientId = :c, clientName = :n, clientType = :t, #plan = :p, requestedBy = :by, email = :email, updatedAt = :at, createdAt = if_not_exists(createdAt, :at), gsi3pk = :all, gsi3sk = :sk' +
        // a request asked again is open again: the earlier answer goes
        (r.note ? ', note = :note REMOVE answer' : ' REMOVE note, answer'),
      ExpressionAttributeNames: { '#plan': 'plan' },
      ExpressionAttributeValues: {
        ':e': 'proRequest',
        ':c': r.clientId,
        ':n': r.clientName,
        ':t': r.clientType,
        ':p': r.plan,
        ':by': r.requestedBy,
        ':email': r.email,
        ':at': at,
        ':all': ALL_PRO_REQUESTS,
        ':sk': `${at}#${r.clientId}#${r.plan}`,
        ...(r.note ? { ':note': r.note } : {}),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return stripKeys<ProRequest>(out.Attributes!);
}

/** One company's requests (one per plan, so a handful). */
export async function clientProRequests(clientId: string): Promise<ProRequest[]> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': clientPartition(clientId), ':s': 'PROREQUEST#' },
    }),
  );
  return (r.Items ?? []).map((i) => stripKeys<ProRequest>(i));
}

/** Every company's requests, newest first, one page at a time. */
export async function listProRequests(
  limit: number,
  cursor?: string,
): Promise<{ requests: ProRequest[]; nextCursor: string | null }> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :p',
      ExpressionAttributeValues: { ':p': ALL_PRO_REQUESTS },
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: decodeCursor(cursor, { index: 'gsi3', partition: ALL_PRO_REQUESTS }),
    }),
  );
  const shown = pageWithLookahead(r, limit, 'gsi3');
  return {
    requests: shown.items.map((i) => stripKeys<ProRequest>(i)),
    nextCursor: shown.nextCursor,
  };
}

/** One company's request for one plan, read consistently (an answer follows what was just listed). */
export async function getProRequest(clientId: string, plan: string): Promise<ProRequest | undefined> {
  const r = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: proRequestKey(clientId, plan), ConsistentRead: true }),
  );
  return r.Item ? stripKeys<ProRequest>(r.Item) : undefined;
}

/**
 * Answers a request in one transaction: the answer on the request, only while it has none and is
 * as the admin saw it (`seen`, its updatedAt), and with `clientFields` (an approval) the company's
 * settings. A request answered twice, or asked again meanwhile, cancels it: TransactionCanceledException.
 */
export async function answerProRequest(
  request: Pick<ProRequest, 'clientId' | 'plan'>,
  seen: string,
  answer: NonNullable<ProRequest['answer']>,
  clientFields?: Record<string, unknown>,
): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      // the SDK's retry of a transaction whose answer was lost is then the same transaction, not a second answer
      ClientRequestToken: randomUUID(),
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: proRequestKey(request.clientId, request.plan),
            UpdateExpression: 'SET answer = :a',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(answer) AND updatedAt = :seen',
            ExpressionAttributeValues: { ':a': answer, ':seen': seen },
          },
        },
        ...(clientFields
          ? [
              {
                Update: {
                  ...clientFieldsUpdate(request.clientId, clientFields, answer.at),
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
            ]
          : []),
      ],
    }),
  );
}

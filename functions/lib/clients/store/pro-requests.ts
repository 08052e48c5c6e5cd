import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ProRequest } from '#shared/schemas/pro';
import { ddb, stripKeys, tableName } from '#lib/table/dynamodb';
import { decodeCursor, pageWithLookahead } from '#lib/table/page-cursor';
import { ALL_PRO_REQUESTS, clientPartition, proRequestKey } from '#lib/clients/keys';

// A company's Pro requests (docs/data-model.md): `CLIENT#c` / `PROREQUEST#<plan>`, one per company
// and plan (asking again renews it), listed for admins in gsi3 `PROREQUESTS` by last request.

/** Records the request, or renews it (its first date kept), and answers it as stored. */
export async function putProRequest(r: Omit<ProRequest, 'createdAt' | 'updatedAt'>, at: string): Promise<ProRequest> {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: proRequestKey(r.clientId, r.plan),
      UpdateExpression:
        'SET entity = :e, clientId = :c, clientName = :n, clientType = :t, #plan = :p, requestedBy = :by, email = :email, updatedAt = :at, createdAt = if_not_exists(createdAt, :at), gsi3pk = :all, gsi3sk = :sk' +
        (r.note ? ', note = :note' : ' REMOVE note'),
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

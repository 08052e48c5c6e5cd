import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { newId } from '#lib/base/ids';
import { session, uniqueEmail, uniqueIp } from './session.ts';
import { TABLE } from './table.ts';
import { brandKey, clientBrandsPartition } from '#lib/brands/keys';
import { userKey } from '#lib/users/keys';
import { ALL_CLIENTS, clientPartition, clientTypePartition } from '#lib/clients/keys';
import type { Client } from '#shared/schemas/catalog';

// A producer company of its own for a test (a client item and brands, keyed as the data modules key
// them), with a member who can sign in: tests that add products never touch the demo producers.

const PASSWORD = 'Producer-Test-21';

export async function freshCompany(
  ddb: DynamoDBDocumentClient,
  {
    type = 'producer' as Client['type'],
    name = 'Test Producer',
    brands = ['House Brand'],
  }: { type?: Client['type']; name?: string; brands?: string[] } = {},
) {
  const id = newId();
  const now = new Date().toISOString();
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        pk: clientPartition(id),
        sk: '#META',
        entity: 'client',
        gsi1pk: clientTypePartition(type),
        gsi1sk: `${name.toLowerCase()}#${id}`,
        gsi3pk: ALL_CLIENTS,
        gsi3sk: `${now}#${id}`,
        _id: id,
        name,
        type,
        premiumEnabled: false,
        premiumLevel: 'free',
        loyaltyEnabled: false,
        createdAt: now,
        updatedAt: now,
      },
    }),
  );
  const brandIds: string[] = [];
  for (const b of brands) {
    const bid = newId();
    brandIds.push(bid);
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          ...brandKey(bid),
          entity: 'brand',
          gsi1pk: clientBrandsPartition(id),
          gsi1sk: `${now}#${bid}`,
          _id: bid,
          name: b,
          mediaGallery: [],
          producer: id,
          createdAt: now,
          updatedAt: now,
        },
      }),
    );
  }
  return { id, brands: brandIds };
}

/** A new account holding these flags (e.g. `{ processorUser: true, clientAssignment }`), signed in. */
export async function memberOf(base: string, ddb: DynamoDBDocumentClient, flags: Record<string, unknown>) {
  const email = uniqueEmail('member');
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  const r = await s.post('/api/authentication/signup', {
    email,
    password: PASSWORD,
    passwordVer: PASSWORD,
    accountType: 'customer',
  });
  if (r.status !== 200) throw new Error(`could not sign up: ${JSON.stringify(r.body)}`);
  const names = Object.keys(flags);
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: userKey(r.body.user._id),
      UpdateExpression: `SET ${names.map((_, i) => `#k${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((k, i) => [`#k${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(names.map((k, i) => [`:v${i}`, flags[k]])),
    }),
  );
  const signed = session(base, { 'x-forwarded-for': uniqueIp() });
  const again = await signed.post('/api/authentication/signin', { email, password: PASSWORD });
  if (again.status !== 200) throw new Error(`could not sign in: ${JSON.stringify(again.body)}`);
  return Object.assign(signed, { email, password: PASSWORD, userId: r.body.user._id as string });
}

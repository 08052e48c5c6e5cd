import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { newId } from '#lib/base/ids';
import { TABLE, tableClient } from '#test/support/table';
import { ALL_CLIENTS, clientKey, clientPartition } from '#lib/clients/keys';

// The trial-ending schedule on the local runtime and DynamoDB Local: the real index query and
// conditional update (the unit test runs the same expressions on the in-memory table). The client
// items carry the trial attributes a trial claim writes.

const base = inject('baseUrl');
const ddb = tableClient();
const day = 86_400_000;

async function company(trialEndsAt: string | undefined) {
  const _id = newId();
  const now = new Date(Date.now() - 29 * day).toISOString();
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        pk: clientPartition(_id),
        sk: '#META',
        entity: 'client',
        _id,
        name: `Trial ${_id}`,
        type: 'dispensary',
        premiumLevel: 'pro',
        premiumEnabled: true,
        loyaltyEnabled: false,
        createdAt: now,
        updatedAt: now,
        gsi1pk: 'CLIENTTYPE#dispensary',
        gsi1sk: `trial ${_id}#${_id}`,
        gsi3pk: ALL_CLIENTS,
        gsi3sk: `${now}#${_id}`,
        ...(trialEndsAt ? { trialEndsAt, gsi4pk: 'PROTRIALS', gsi4sk: `${trialEndsAt}#${_id}` } : {}),
      },
    }),
  );
  return _id;
}
const read = async (id: string) =>
  (await ddb.send(new GetCommand({ TableName: TABLE, Key: clientKey(id), ConsistentRead: true }))).Item!;
const run = async () => {
  const r = await fetch(`${base}/__local/schedules/run?handler=jobs/schedules/end-pro-trials`, { method: 'POST' });
  expect(r.status).toBe(200);
};

describe('the Pro trial schedule', () => {
  it('ends due trials once, and keeps running ones and Pro companies', async () => {
    const due = await company(new Date(Date.now() - day).toISOString());
    const running = await company(new Date(Date.now() + 2 * day).toISOString());
    const paying = await company(undefined);
    await run();
    const ended = await read(due);
    expect(ended).toMatchObject({ premiumLevel: 'free', premiumEnabled: false });
    expect(ended.gsi4pk).toBeUndefined();
    expect(ended.gsi4sk).toBeUndefined();
    expect(ended.trialEndsAt).toBeUndefined();
    expect(ended.gsi3sk).toBe(`${ended.updatedAt}#${due}`);
    expect(await read(running)).toMatchObject({ premiumLevel: 'pro', premiumEnabled: true, gsi4pk: 'PROTRIALS' });
    expect(await read(paying)).toMatchObject({ premiumLevel: 'pro', premiumEnabled: true });
    await run();
    expect(await read(due)).toEqual(ended);
  });
});

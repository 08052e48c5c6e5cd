import { describe, expect, inject, it } from 'vitest';
import { newId } from '#lib/base/ids';
import { storedItem } from '#test/support/table';
import { clientKey } from '#lib/clients/keys';
import { addClient } from '#test/support/data/clients';

// The trial-ending schedule on the local runtime and DynamoDB Local: the real index query and
// conditional update (the unit test runs the same expressions on the in-memory table). The client
// items carry the trial attributes a trial claim writes.

const base = inject('baseUrl');
const day = 86_400_000;

async function company(trialEndsAt: string | undefined) {
  const _id = newId();
  const now = new Date(Date.now() - 29 * day).toISOString();
  await addClient({
    _id,
    name: `Trial ${_id}`,
    type: 'dispensary',
    premiumLevel: 'pro',
    premiumEnabled: true,
    loyaltyEnabled: false,
    createdAt: now,
    updatedAt: now,
    ...(trialEndsAt ? { trialEndsAt } : {}),
  });
  return _id;
}
const read = async (id: string) => (await storedItem(clientKey(id)))!;
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

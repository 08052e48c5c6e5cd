import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as kioskMessages from '#shared/messages/client/kiosk-settings';
import { verifyPin } from '#lib/base/pin-hash';
import { freshCompany, memberOf } from '#test/support/producers';
import { storedItem } from '#test/support/table';
import { clientPartition } from '#lib/clients/keys';
import { setClient } from '#test/support/data/clients';

// Manage Your Kiosk on the local runtime: Pro companies only, the PIN checked and kept as a salted
// scrypt hash in an item no route answers, `pinSet` in step with that item.

const base = inject('baseUrl');
type Member = Awaited<ReturnType<typeof memberOf>>;

const goPro = (clientId: string) => setClient(clientId, { premiumEnabled: true, premiumLevel: 'pro' });
const pinItem = async (clientId: string) => await storedItem({ pk: clientPartition(clientId), sk: 'KIOSKPIN' });

let company: { id: string };
let member: Member;
let path: string;
beforeAll(async () => {
  company = await freshCompany({ type: 'dispensary', name: 'Kiosk Corner' });
  member = await memberOf(base, { dispensaryUser: true, clientAssignment: company.id });
  path = `/api/client/${company.id}/kiosk/settings`;
});

describe('kiosk settings', () => {
  it('answers the defaults, and refuses a save while the company is not on Pro', async () => {
    expect((await member.get(path)).body).toEqual({ error: false, kioskConfig: { cartEnabled: false, pinSet: false } });
    const r = await member.put(path, { cartEnabled: true, pin: '1234' });
    expect(r).toMatchObject({ status: 403, body: { errorMessage: kioskMessages.proOnly } });
    expect(await pinItem(company.id)).toBeUndefined();
  });

  it("refuses a PIN that is not 4 digits with the spec's text", async () => {
    await goPro(company.id);
    for (const pin of ['123', '12345', '12a4', ' 1234', '１２３４']) {
      const r = await member.put(path, { cartEnabled: true, pin });
      expect(r.status, pin).toBe(400);
      expect(r.body.errorMessage).toContain(kioskMessages.invalidPin);
    }
    expect(await pinItem(company.id)).toBeUndefined();
  });

  it('keeps only a salted hash of the PIN, never answers it, and keeps, changes or removes it', async () => {
    const set = await member.put(path, { cartEnabled: true, pin: '4821' });
    expect(set.body).toEqual({ error: false, kioskConfig: { cartEnabled: true, pinSet: true } });
    const stored = (await pinItem(company.id))!.hash as string;
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toContain('4821');
    expect(await verifyPin('4821', stored)).toBe(true);
    expect(await verifyPin('4822', stored)).toBe(false);
    // the same PIN again gets a new salt
    await member.put(path, { cartEnabled: true, pin: '4821' });
    expect((await pinItem(company.id))!.hash).not.toBe(stored);

    for (const read of [path, `/api/client/${company.id}/entity`]) {
      const text = JSON.stringify((await member.get(read)).body);
      expect(text).not.toMatch(/scrypt|4821|hash/);
    }
    expect((await member.get(`/api/client/${company.id}/entity`)).body.entity.kioskConfig).toEqual({
      cartEnabled: true,
      pinSet: true,
    });

    // the cart alone: the PIN stays
    expect((await member.put(path, { cartEnabled: false })).body.kioskConfig).toEqual({
      cartEnabled: false,
      pinSet: true,
    });
    expect(await pinItem(company.id)).toBeDefined();
    // empty removes it
    expect((await member.put(path, { cartEnabled: false, pin: '' })).body.kioskConfig).toEqual({
      cartEnabled: false,
      pinSet: false,
    });
    expect(await pinItem(company.id)).toBeUndefined();
  });

  it("never lets another company's member read or change them", async () => {
    const other = await freshCompany({ type: 'dispensary', name: 'Other Corner' });
    const stranger = await memberOf(base, { dispensaryUser: true, clientAssignment: other.id });
    await member.put(path, { cartEnabled: true, pin: '1111' });
    const before = await pinItem(company.id);
    expect((await stranger.get(path)).status).toBe(403);
    expect((await stranger.put(path, { cartEnabled: false, pin: '' })).status).toBe(403);
    expect(await pinItem(company.id)).toEqual(before);
  });
});

import { describe, expect, inject, it } from 'vitest';
import * as messages from '#shared/messages/client/kiosk-lock';
import { FREE_TRIES } from '#lib/kiosk/unlock-lockout';
import { makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { freshCompany, memberOf } from '#test/support/producers';
import { session, uniqueIp } from '#test/support/session';
import { storedItem } from '#test/support/table';
import { setClient } from '#test/support/data/clients';
import { endUnlockWait, setKioskPin } from '#test/support/data/kiosk';
import { unlockTriesKey } from '#lib/kiosk/keys';

// Locking a browser as a client's kiosk and unlocking it with the PIN (docs/client-kiosk-lock.md):
// the kiosk is no signed-in user, reaches its own client's check-in calls and nothing else, and
// only the PIN checked on the server, tried from that kiosk, within its waits, unlocks it.

const base = inject('baseUrl');

/** A fresh Pro dispensary with loyalty on and a PIN, and a member of it signed in. */
async function proShop(pin = '4321') {
  const shop = await freshCompany({ type: 'dispensary', name: 'Kiosk Test Shop' });
  await setClient(shop.id, { premiumEnabled: true, premiumLevel: 'pro', loyaltyEnabled: true });
  await setKioskPin(shop.id, pin);
  const member = await memberOf(base, { dispensaryUser: true, clientAssignment: shop.id });
  return { id: shop.id, member };
}

const cookieOf = (setCookies: string[], name: string) => setCookies.find((c) => c.startsWith(`${name}=`));
const isIn = (clientId: string) => `/api/client/${clientId}/user/isInLoyalty/phone/2065550100`;

describe('lock', () => {
  it("sets the kiosk's cookies, signs the member out, and makes the browser this client's kiosk only", async () => {
    const { member } = await proShop();
    const clientId = member.jar.get('user') && JSON.parse(decodeURIComponent(member.jar.get('user')!)).clientAssignment;
    const before = new Map(member.jar);
    const r = await member.post(`/api/client/${clientId}/kiosk/lock`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ error: false, clientId });
    expect(cookieOf(r.setCookies, 'kiosk')).toMatch(
      /^kiosk=[\w-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(cookieOf(r.setCookies, 'kioskUser')).toMatch(
      new RegExp(`^kioskUser=${clientId}; Max-Age=31536000; Path=/; SameSite=Lax`),
    );
    expect(cookieOf(r.setCookies, 'kioskUser')).not.toContain('HttpOnly');
    expect([...member.jar.keys()].sort()).toEqual(['kiosk', 'kioskUser']);

    // the member's session in this browser is over, even for a copy of its cookies
    const old = session(base);
    for (const [k, v] of before) old.jar.set(k, v);
    expect((await old.get(`/api/client/${clientId}/kiosk/settings`)).status).toBe(401);

    // the kiosk: its own client's check-in calls, nothing else
    expect((await member.get(isIn(clientId))).status).toBe(200);
    expect((await member.get(`/api/client/${clientId}/loyalty/signupCategories`)).status).toBe(200);
    expect((await member.get(isIn(makeId(2, 0)))).status).toBe(403);
    expect((await member.get(`/api/client/${clientId}/kiosk/settings`)).status).toBe(401);
    expect((await member.get(`/api/client/${clientId}/user/points/phone/2065550100`)).status).toBe(401);
    expect((await member.post(`/api/client/${clientId}/members`, { paginate: { page: 0, pageSize: 10 } })).status).toBe(
      401,
    );
    expect((await member.post(`/api/client/${clientId}/kiosk/lock`)).status).toBe(401);
  });

  it('is refused a company without Pro, or one without a PIN, and changes nothing', async () => {
    const free = await freshCompany({ type: 'dispensary', name: 'Free Kiosk Shop' });
    const clerk = await memberOf(base, { dispensaryUser: true, clientAssignment: free.id });
    const r = await clerk.post(`/api/client/${free.id}/kiosk/lock`);
    expect(r).toMatchObject({ status: 403, body: { errorMessage: messages.proOnly } });
    expect(r.setCookies).toEqual([]);

    // the demo producer's company is on Pro with no PIN yet
    const producer = DEMO_ACCOUNTS.find((a) => a.role === 'producer')!;
    const s = session(base, { 'x-forwarded-for': uniqueIp() });
    expect(
      (await s.post('/api/authentication/signin', { email: producer.email, password: producer.password })).status,
    ).toBe(200);
    const noPin = await s.post(`/api/client/${makeId(1, 0)}/kiosk/lock`);
    expect(noPin).toMatchObject({ status: 403, body: { errorMessage: messages.noPin } });
    expect((await s.get(`/api/client/${makeId(1, 0)}/kiosk/settings`)).status).toBe(200);
  });
});

describe('unlock', () => {
  it('says a wrong PIN is wrong and keeps the kiosk; the right one ends the credential and clears both cookies', async () => {
    const { id, member } = await proShop('2468');
    expect((await member.post(`/api/client/${id}/kiosk/lock`)).status).toBe(200);
    const credential = member.jar.get('kiosk')!;
    for (const pin of ['1357', '', '24680', 'abcd']) {
      const wrong = await member.post(`/api/kiosk/${id}/unlock`, { pin });
      expect(wrong, pin).toMatchObject({ status: 400, body: { errorMessage: messages.incorrectPin } });
    }
    expect((await member.get(isIn(id))).status).toBe(200);

    const right = await member.post(`/api/kiosk/${id}/unlock`, { pin: '2468' });
    expect(right).toMatchObject({ status: 200, body: { error: false } });
    expect(right.setCookies.filter((c) => /^(kiosk|kioskUser)=; Max-Age=0/.test(c))).toHaveLength(2);
    expect(member.jar.size).toBe(0);
    // a copy of the credential taken off the tablet is worth nothing now
    const copy = session(base);
    copy.jar.set('kiosk', credential);
    expect((await copy.get(isIn(id))).status).toBe(401);
  });

  it('lets only the locked kiosk of this client try a PIN: not another kiosk, a member, or a stranger', async () => {
    const kiosk = await proShop('4321');
    expect((await kiosk.member.post(`/api/client/${kiosk.id}/kiosk/lock`)).status).toBe(200);
    const other = await proShop('1111');
    expect((await other.member.post(`/api/client/${other.id}/kiosk/lock`)).status).toBe(200);
    const credential = other.member.jar.get('kiosk')!;
    // the other kiosk's browser types the first shop's PIN at the first shop's address
    const r = await other.member.post(`/api/kiosk/${kiosk.id}/unlock`, { pin: '4321' });
    expect(r).toMatchObject({ status: 403, setCookies: [] });
    expect(other.member.jar.get('kiosk')).toBe(credential);
    // a stranger with no kiosk, and a signed-in member of the shop, are refused before any PIN is checked
    expect((await session(base).post(`/api/kiosk/${kiosk.id}/unlock`, { pin: '4321' })).status).toBe(401);
    const clerk = await memberOf(base, { dispensaryUser: true, clientAssignment: kiosk.id });
    expect((await clerk.post(`/api/kiosk/${kiosk.id}/unlock`, { pin: '4321' })).status).toBe(403);
    // nothing was counted, nothing ended: both kiosks stand
    expect(await storedItem(unlockTriesKey(kiosk.id))).toBeUndefined();
    expect((await kiosk.member.get(isIn(kiosk.id))).status).toBe(200);
    expect((await other.member.get(isIn(other.id))).status).toBe(200);
  });

  it('waits longer after each wrong PIN past the first few; even the right PIN waits, then unlocks', async () => {
    const { id, member } = await proShop('9753');
    expect((await member.post(`/api/client/${id}/kiosk/lock`)).status).toBe(200);
    for (let i = 0; i < FREE_TRIES; i++)
      expect((await member.post(`/api/kiosk/${id}/unlock`, { pin: '0000' })).status).toBe(400);
    const locked = { status: 429, body: { errorMessage: messages.pinLockedFor('1 minute') } };
    expect(await member.post(`/api/kiosk/${id}/unlock`, { pin: '0000' })).toMatchObject(locked);
    expect(await member.post(`/api/kiosk/${id}/unlock`, { pin: '9753' })).toMatchObject(locked);

    // a minute on: the next wrong PIN waits twice as long
    await openDialog(id);
    expect((await member.post(`/api/kiosk/${id}/unlock`, { pin: '1111' })).status).toBe(400);
    expect(await member.post(`/api/kiosk/${id}/unlock`, { pin: '9753' })).toMatchObject({
      status: 429,
      body: { errorMessage: messages.pinLockedFor('2 minutes') },
    });

    await openDialog(id);
    expect((await member.post(`/api/kiosk/${id}/unlock`, { pin: '9753' })).status).toBe(200);
    // the right PIN starts the count again
    expect(await storedItem(unlockTriesKey(id))).toBeUndefined();
  });

  it('checks one try at a time: parallel wrong PINs are each counted or told to wait', async () => {
    const { id, member } = await proShop('8642');
    expect((await member.post(`/api/client/${id}/kiosk/lock`)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => member.post(`/api/kiosk/${id}/unlock`, { pin: '0000' })),
    );
    const checked = answers.filter((a) => a.status === 400).length;
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    const tries = await storedItem(unlockTriesKey(id));
    expect(tries?.failures).toBe(checked);
  });
});

/** The wait after the last wrong PIN has passed (as if its minutes went by). */
const openDialog = endUnlockWait;

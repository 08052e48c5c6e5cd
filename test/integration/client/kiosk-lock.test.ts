import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as commonMessages from '#shared/messages/common';
import * as messages from '#shared/messages/client/kiosk-lock';
import { hashPin } from '#lib/kiosk/pin';
import { makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { freshCompany, memberOf } from '#test/support/producers';
import { session, uniqueIp } from '#test/support/session';
import { TABLE, tableClient } from '#test/support/table';

// Locking a browser as a client's kiosk and unlocking it with the PIN (docs/client-kiosk-lock.md):
// the kiosk is no signed-in user, reaches its own client's check-in calls and nothing else, and
// only the PIN checked on the server, within its limits, unlocks it.

const base = inject('baseUrl');
const ddb = tableClient();
type Member = Awaited<ReturnType<typeof memberOf>>;

/** A fresh Pro dispensary with loyalty on and a PIN, and a member of it signed in. */
async function proShop(pin = '4321') {
  const shop = await freshCompany(ddb, { type: 'dispensary', name: 'Kiosk Test Shop' });
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { pk: `CLIENT#${shop.id}`, sk: '#META' },
      UpdateExpression: 'SET premiumEnabled = :y, premiumLevel = :p, loyaltyEnabled = :y, kioskConfig = :k',
      ExpressionAttributeValues: { ':y': true, ':p': 'pro', ':k': { cartEnabled: true, pinSet: true } },
    }),
  );
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: { pk: `CLIENT#${shop.id}`, sk: 'KIOSKPIN', entity: 'kioskPin', hash: await hashPin(pin) },
    }),
  );
  const member = await memberOf(base, ddb, { dispensaryUser: true, clientAssignment: shop.id });
  return { id: shop.id, member };
}

const cookieOf = (setCookies: string[], name: string) => setCookies.find((c) => c.startsWith(`${name}=`));
const isIn = (clientId: string) => `/api/client/${clientId}/user/isInLoyalty/phone/2065550100`;

let shop: { id: string; member: Member };
beforeAll(async () => {
  shop = await proShop();
});

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
    const free = await freshCompany(ddb, { type: 'dispensary', name: 'Free Kiosk Shop' });
    const clerk = await memberOf(base, ddb, { dispensaryUser: true, clientAssignment: free.id });
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

  it("does not end another client's kiosk with this client's PIN", async () => {
    const other = await proShop('1111');
    expect((await other.member.post(`/api/client/${other.id}/kiosk/lock`)).status).toBe(200);
    const credential = other.member.jar.get('kiosk')!;
    // the other kiosk's browser types the first shop's PIN at the first shop's address
    const r = await other.member.post(`/api/kiosk/${shop.id}/unlock`, { pin: '4321' });
    expect(r.status).toBe(200);
    // its cookies are cleared in that browser, but the credential still stands for its own client
    expect(other.member.jar.size).toBe(0);
    const copy = session(base);
    copy.jar.set('kiosk', credential);
    expect((await copy.get(isIn(other.id))).status).toBe(200);
  });

  it('counts tries per client: past the limit even the right PIN waits', async () => {
    const { id } = await proShop('9753');
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const s = session(base, { 'x-forwarded-for': uniqueIp() });
      last = (await s.post(`/api/kiosk/${id}/unlock`, { pin: '0000' })).status;
    }
    expect(last).toBe(429);
    const s = session(base, { 'x-forwarded-for': uniqueIp() });
    expect(await s.post(`/api/kiosk/${id}/unlock`, { pin: '9753' })).toMatchObject({
      status: 429,
      body: { errorMessage: commonMessages.rateLimited },
    });
  });
});

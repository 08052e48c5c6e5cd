import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { describe, expect, inject, it } from 'vitest';
import * as messages from '#shared/messages/admin/clients';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { freshCompany, memberOf } from '#test/support/producers';
import { session, uniqueIp } from '#test/support/session';
import { storedItem } from '#test/support/table';
import { clientKey } from '#lib/clients/keys';
import { userKey } from '#lib/users/keys';

const base = inject('baseUrl');

async function signIn(role: 'admin' | 'producer') {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role)!;
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  expect((await s.post('/api/authentication/signin', { email: a.email, password: a.password })).status).toBe(200);
  return s;
}

describe('the admin clients pages', () => {
  it('creates a company that leads the list, found by any part of its name', async () => {
    const admin = await signIn('admin');
    const name = `Green Acres ${Date.now().toString(36)}`;
    const r = await admin.post('/api/admin/entity', { name, type: 'dispensary', licenseNumber: 'L-1' });
    expect(r.status).toBe(200);
    expect(r.body.entity).toMatchObject({ name, type: 'dispensary', premiumLevel: 'free', premiumEnabled: false });
    expect(await storedItem(clientKey(r.body.entity._id))).toMatchObject({ entity: 'client', name });
    const list = await admin.get('/api/admin/entitys?limit=50');
    expect(list.body.entities.map((e: { _id: string }) => e._id)).toContain(r.body.entity._id);
    const found = await admin.get(`/api/admin/entitys?name=${encodeURIComponent(name.slice(6).toUpperCase())}`);
    expect(found.body.entities.map((e: { _id: string }) => e._id)).toEqual([r.body.entity._id]);
    const empty = await admin.post('/api/admin/entity', { name: '  ', type: 'producer' });
    expect(empty).toMatchObject({ status: 400, body: { errorMessage: `body.name: ${messages.nameRequired}` } });
  });

  it('pages the whole list without repeats', async () => {
    const admin = await signIn('admin');
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const r: { body: { entities: { _id: string }[]; nextCursor: string | null } } = await admin.get(
        `/api/admin/entitys?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const e of r.body.entities) {
        expect(seen.has(e._id)).toBe(false);
        seen.add(e._id);
      }
      cursor = r.body.nextCursor;
      pages++;
    } while (cursor && pages < 200);
    expect(seen.size).toBeGreaterThan(7);
  });

  it('sets the premium level with premiumEnabled following it and the COA limit within 0–200, conditionally', async () => {
    const admin = await signIn('admin');
    const { id } = await freshCompany({ type: 'dispensary', name: 'Premium Test' });
    let seen = (await storedItem(clientKey(id)))!.updatedAt as string;
    const pro = await admin.put(`/api/admin/entity/${id}`, { seen, premiumLevel: 'pro' });
    expect(pro.body.entity).toMatchObject({ premiumLevel: 'pro', premiumEnabled: true });
    // a save over the row as it was before: refused, nothing changed
    const stale = await admin.put(`/api/admin/entity/${id}`, { seen, premiumLevel: 'free' });
    expect(stale).toMatchObject({ status: 409, body: { errorMessage: messages.changedMeanwhile } });
    expect((await storedItem(clientKey(id)))!.premiumLevel).toBe('pro');
    seen = pro.body.entity.updatedAt;
    for (const serviceLimit of [-1, 201, 2.5]) {
      const bad = await admin.put(`/api/admin/entity/${id}`, {
        seen,
        coaDataEntryService: { enabled: true, serviceLimit },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errorMessage).toContain(messages.coaLimitRange);
    }
    const coa = await admin.put(`/api/admin/entity/${id}`, {
      seen,
      premiumLevel: 'free',
      coaDataEntryService: { enabled: true, serviceLimit: 200 },
    });
    expect(coa.body.entity).toMatchObject({
      premiumLevel: 'free',
      premiumEnabled: false,
      coaDataEntryService: { enabled: true, serviceLimit: 200 },
    });
    expect(await storedItem(clientKey(id))).toMatchObject({
      coaDataEntryService: { enabled: true, serviceLimit: 200 },
    });
  });

  it("sets the company's admin user, making them its member, and refuses a member of another company with the spec's words", async () => {
    const admin = await signIn('admin');
    const { id } = await freshCompany({ type: 'producer', name: 'Admin Test' });
    const user = await memberOf(base, { processorUser: true });
    const r = await admin.post('/api/admin/setClientAdmin', { client: id, userId: user.userId });
    expect(r.status).toBe(200);
    expect(r.body.entity).toMatchObject({ adminUser: user.userId, adminEmail: user.email });
    expect(await storedItem(userKey(user.userId))).toMatchObject({ clientAssignment: id });
    // the member reaches the company's pages now
    expect((await user.get(`/api/client/${id}/brands`)).status).toBe(200);
    const other = await freshCompany({ type: 'producer', name: 'Other' });
    const refused = await admin.post('/api/admin/setClientAdmin', { client: other.id, userId: user.userId });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: true, errorMessage: `Error Saving Entity. Rejection: ${messages.userInAnotherCompany}` },
    });
    expect((await storedItem(clientKey(other.id)))!.adminUser).toBeUndefined();
    const nobody = await admin.post('/api/admin/setClientAdmin', { client: id, userId: '0123456789abcdef01234567' });
    expect(nobody.body.errorMessage).toBe(`Error Saving Entity. Rejection: ${messages.userNotFound}`);
  });

  it('keeps messaging credentials in Secrets Manager, answering only set or not set, and loyalty needs a phone number', async () => {
    const admin = await signIn('admin');
    const { id } = await freshCompany({ type: 'dispensary', name: 'Messaging Test' });
    const noPhone = await admin.put(`/api/admin/entity/${id}/messaging`, { loyaltyEnabled: true });
    expect(noPhone).toMatchObject({ status: 400, body: { errorMessage: messages.loyaltyNeedsPhone } });
    expect((await storedItem(clientKey(id)))!.loyaltyEnabled).toBe(false);
    const secret = { phoneNumber: '+12065550123', accountId: 'AC-secret-account', authToken: 'tok-very-secret' };
    const r = await admin.put(`/api/admin/entity/${id}/messaging`, { loyaltyEnabled: true, ...secret });
    expect(r.status).toBe(200);
    expect(r.body.entity).toMatchObject({
      loyaltyEnabled: true,
      messaging: { phoneNumber: 'set', accountId: 'set', authToken: 'set' },
    });
    const item = JSON.stringify(await storedItem(clientKey(id)));
    const listed = JSON.stringify((await admin.get('/api/admin/entitys?name=messaging test')).body);
    for (const text of [JSON.stringify(r.body), item, listed])
      for (const v of Object.values(secret)) expect(text).not.toContain(v);
    const sm = new SecretsManagerClient({
      // the runtime's Secrets Manager stand-in, beside the gateway's port (infra/local/platform.ts)
      endpoint: `http://127.0.0.1:${Number(new URL(base).port) + 8}`,
      region: 'us-west-2',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    const kept = await sm.send(new GetSecretValueCommand({ SecretId: `cannastamp/messaging/${id}` }));
    expect(JSON.parse(kept.SecretString!)).toEqual(secret);
    // removing the phone number while loyalty stays on is refused; with loyalty off it goes
    expect(
      (await admin.put(`/api/admin/entity/${id}/messaging`, { loyaltyEnabled: true, phoneNumber: '' })).status,
    ).toBe(400);
    const off = await admin.put(`/api/admin/entity/${id}/messaging`, { loyaltyEnabled: false, phoneNumber: '' });
    expect(off.body.entity.messaging).toEqual({ phoneNumber: 'not set', accountId: 'set', authToken: 'set' });
    const after = await sm.send(new GetSecretValueCommand({ SecretId: `cannastamp/messaging/${id}` }));
    expect(JSON.parse(after.SecretString!)).toEqual({ accountId: secret.accountId, authToken: secret.authToken });
  });

  it('answers nobody but admins', async () => {
    const producer = await signIn('producer');
    expect((await producer.get('/api/admin/entitys')).status).toBe(403);
    expect((await producer.post('/api/admin/entity', { name: 'x', type: 'producer' })).status).toBe(403);
    expect((await session(base).get('/api/admin/entitys')).status).toBe(401);
  });
});

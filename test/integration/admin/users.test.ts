import Papa from 'papaparse';
import { describe, expect, inject, it } from 'vitest';
import * as messages from '#shared/messages/admin/users';
import * as commonMessages from '#shared/messages/common';
import { buildDemoData } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { newId } from '#lib/base/ids';
import { freshCompany, memberOf } from '#test/support/producers';
import { session, uniqueIp } from '#test/support/session';
import { storedItem } from '#test/support/table';
import { userKey } from '#lib/users/keys';

const base = inject('baseUrl');
const data = buildDemoData();

async function signIn(role: 'admin' | 'producer' | 'dispensary') {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role)!;
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  expect((await s.post('/api/authentication/signin', { email: a.email, password: a.password })).status).toBe(200);
  return s;
}

const stored = async (id: string) => await storedItem(userKey(id));

describe('the admin users table', () => {
  it('pages every user newest first, counts them, and never shows a login subject or session', async () => {
    const admin = await signIn('admin');
    const fresh = await memberOf(base, { firstName: 'Listed' });
    const first = await admin.get('/api/admin/getUsers?limit=3');
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(3);
    // other test files add users meanwhile: the newest is this one or younger
    expect(first.body.users[0].createdAt >= (await stored(fresh.userId))!.createdAt).toBe(true);
    for (const u of first.body.users) {
      expect(u).not.toHaveProperty('sub');
      expect(u).not.toHaveProperty('sessionIds');
    }
    const second = await admin.get(`/api/admin/getUsers?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.status).toBe(200);
    const ids = [...first.body.users, ...second.body.users].map((u: { _id: string }) => u._id);
    expect(new Set(ids).size).toBe(ids.length);
    const created = [...first.body.users, ...second.body.users].map((u: { createdAt: string }) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const count = await admin.get('/api/admin/getUserCount');
    expect(count.body.count).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
    // a new account is counted by the stream worker, not by counting on each call
    const newcomer = await memberOf(base, { firstName: 'Counted' });
    expect(newcomer.userId).toBeTruthy();
    await expect
      .poll(async () => (await admin.get('/api/admin/getUserCount')).body.count)
      .toBeGreaterThan(count.body.count);
  });

  it('writes every user to a CSV behind a download link, formulas defused', async () => {
    const admin = await signIn('admin');
    const tricky = await memberOf(base, { firstName: '=HYPERLINK("x")', lastName: 'Comma, "Quote"' });
    const before = (await admin.get('/api/admin/getUserCount')).body.count;
    const r = await admin.post('/api/admin/getUserCsv');
    expect(r.status).toBe(200);
    const file = await fetch(r.body.link);
    expect(file.status).toBe(200);
    const rows = Papa.parse<Record<string, string>>(await file.text(), { header: true, skipEmptyLines: true }).data;
    expect(rows.length).toBeGreaterThanOrEqual(before);
    // the count is kept by a stream worker: it catches up with every user the file holds
    await expect
      .poll(async () => (await admin.get('/api/admin/getUserCount')).body.count)
      .toBeGreaterThanOrEqual(rows.length);
    expect(new Set(rows.map((x) => x._id)).size).toBe(rows.length);
    const mine = rows.find((x) => x._id === tricky.userId)!;
    expect(mine).toMatchObject({ email: tricky.email, firstName: `'=HYPERLINK("x")`, lastName: 'Comma, "Quote"' });
    expect(mine).not.toHaveProperty('sub');
    expect(rows.find((x) => x.email === DEMO_ACCOUNTS.find((a) => a.role === 'admin')!.email)!.adminUser).toBe('true');
  });

  it('toggles each role with one write, and a disabled user is signed out at once', async () => {
    const admin = await signIn('admin');
    const user = await memberOf(base, { firstName: 'Listed' });
    expect((await user.get(`/api/consumer/user/${user.userId}`)).status).toBe(200);
    for (const role of ['serviceDataEntry', 'serviceReview', 'processorUser', 'dispensaryUser', 'adminUser'] as const) {
      const on = await admin.put(`/api/admin/user/${user.userId}`, { role, value: true });
      expect(on.status).toBe(200);
      expect(on.body.user[role]).toBe(true);
      expect((await stored(user.userId))![role]).toBe(true);
      const off = await admin.put(`/api/admin/user/${user.userId}`, { role, value: false });
      expect(off.body.user[role]).toBe(false);
    }
    const disabled = await admin.put(`/api/admin/user/${user.userId}`, { role: 'disabled', value: true });
    expect(disabled.status).toBe(200);
    expect((await stored(user.userId))!.sessionIds).toBeUndefined();
    expect((await user.get(`/api/consumer/user/${user.userId}`)).status).toBe(401);
    // enabling again does not bring the ended session back
    await admin.put(`/api/admin/user/${user.userId}`, { role: 'disabled', value: false });
    expect((await user.get(`/api/consumer/user/${user.userId}`)).status).toBe(401);
    const again = session(base, { 'x-forwarded-for': uniqueIp() });
    expect(
      (await again.post('/api/authentication/signin', { email: user.email, password: user.password })).status,
    ).toBe(200);
  });

  it("refuses an admin's own admin flag and own disabling, and an unknown user, changing nothing", async () => {
    const other = await memberOf(base, { adminUser: true });
    const before = await stored(other.userId);
    const own = await other.put(`/api/admin/user/${other.userId}`, { role: 'adminUser', value: false });
    expect(own).toMatchObject({ status: 403, body: { error: true, errorMessage: messages.ownAdminFlag } });
    const self = await other.put(`/api/admin/user/${other.userId}`, { role: 'disabled', value: true });
    expect(self).toMatchObject({ status: 403, body: { errorMessage: messages.ownDisabled } });
    expect(await stored(other.userId)).toEqual(before);
    const nobody = await other.put('/api/admin/user/0123456789abcdef01234567', { role: 'adminUser', value: true });
    expect(nobody).toMatchObject({ status: 404, body: { errorMessage: messages.userNotFound } });
    expect(await stored('0123456789abcdef01234567')).toBeUndefined();
    // another admin may take the flag away
    const admin = await signIn('admin');
    expect((await admin.put(`/api/admin/user/${other.userId}`, { role: 'adminUser', value: false })).status).toBe(200);
    expect((await other.get('/api/admin/getUserCount')).status).toBe(403);
  });

  it("deletes a consumer with their items and login, and keeps admins, business accounts and companies' members", async () => {
    const admin = await signIn('admin');
    for (const [flags, message] of [
      [{ adminUser: true }, messages.deleteBlockedRole],
      [{ processorUser: true }, messages.deleteBlockedRole],
      [{ dispensaryUser: true }, messages.deleteBlockedRole],
      [{ clientAssignment: '0123456789abcdef01234567' }, messages.deleteBlockedClient],
    ] as const) {
      const u = await memberOf(base, flags);
      const r = await admin.del(`/api/admin/user/${u.userId}`);
      expect(r).toMatchObject({ status: 403, body: { error: true, errorMessage: message } });
      expect(await stored(u.userId)).toBeDefined();
      expect((await u.get(`/api/consumer/user/${u.userId}`)).status).toBe(200);
    }
    const consumer = await memberOf(base, { firstName: 'Listed' });
    const product = data.products.find((p) => p.active)!._id;
    expect((await consumer.post('/api/consumer/addToBinder', { product, usage: 'Relaxing', rating: 1 })).status).toBe(
      200,
    );
    const r = await admin.del(`/api/admin/user/${consumer.userId}`);
    expect(r).toMatchObject({ status: 200, body: { error: false, deleted: consumer.userId } });
    expect(await stored(consumer.userId)).toBeUndefined();
    expect((await admin.get(`/api/admin/getUserBindercount/${consumer.userId}`)).body.count).toBe(0);
    const signin = await session(base, { 'x-forwarded-for': uniqueIp() }).post('/api/authentication/signin', {
      email: consumer.email,
      password: consumer.password,
    });
    expect(signin.status).toBe(401);
    expect((await admin.del(`/api/admin/user/${consumer.userId}`)).status).toBe(404);
  });

  it("reads one user's binder and its count", async () => {
    const admin = await signIn('admin');
    const consumer = await memberOf(base, { firstName: 'Listed' });
    const product = data.products.find((p) => p.active)!;
    for (const usage of ['Relaxing', 'Sleeping'])
      expect(
        (await consumer.post('/api/consumer/addToBinder', { product: product._id, usage, rating: 1 })).status,
      ).toBe(200);
    expect((await admin.get(`/api/admin/getUserBindercount/${consumer.userId}`)).body).toEqual({
      error: false,
      count: 2,
    });
    const binder = await admin.get(`/api/admin/getUserBinders/${consumer.userId}`);
    expect(binder.status).toBe(200);
    expect(binder.body.items.map((i: { usage: string }) => i.usage).sort()).toEqual(['Relaxing', 'Sleeping']);
    expect(binder.body.products.map((p: { _id: string }) => p._id)).toEqual([product._id]);
  });

  it('searches by name, e-mail and company on the server, names each company, and refuses a search in words', async () => {
    const admin = await signIn('admin');
    const token = `Qz${newId().slice(-8)}`;
    const company = await freshCompany({ name: `Searchable ${token} Farms` });
    const member = await memberOf(base, { firstName: 'Ordinary', clientAssignment: company.id, processorUser: true });
    const named = await memberOf(base, { firstName: token, lastName: 'Person' });
    const ids = async (q: string) => {
      const r = await admin.get(`/api/admin/getUsers?q=${encodeURIComponent(q)}`);
      expect(r.status).toBe(200);
      return r.body.users as { _id: string; companyName?: string; clientAssignment?: string }[];
    };
    // the name as typed or in any case, and the company's name, each finds only the users it means
    expect((await ids(token.toLowerCase())).map((u) => u._id)).toEqual(
      expect.arrayContaining([named.userId, member.userId]),
    );
    const byName = await ids(`${token.toLowerCase()} `);
    expect(byName.every((u) => u._id === named.userId || u.clientAssignment === company.id)).toBe(true);
    const byCompany = (await ids(`${token} farms`.toUpperCase().slice(0, 12))).find((u) => u._id === member.userId);
    expect(byCompany).toMatchObject({ companyName: `Searchable ${token} Farms`, clientAssignment: company.id });
    expect((await ids(member.email.slice(0, 14))).map((u) => u._id)).toContain(member.userId);
    expect(await ids(`${token}-nobody`)).toEqual([]);
    // every page names the company, searched or not
    const page = await admin.get('/api/admin/getUsers?limit=5');
    expect(page.body.users.find((u: { _id: string }) => u._id === member.userId)).toMatchObject({
      companyName: `Searchable ${token} Farms`,
    });
    const short = await admin.get('/api/admin/getUsers?q=a');
    expect(short.status).toBe(400);
    expect(short.body.errorMessage).toBe(`Search: ${commonMessages.searchTooShort}`);
    const long = await admin.get(`/api/admin/getUsers?q=${'x'.repeat(65)}`);
    expect(long.body.errorMessage).toBe(`Search: ${commonMessages.searchTooLong}`);
    expect((await (await signIn('producer')).get(`/api/admin/getUsers?q=${token}`)).status).toBe(403);
  });

  it('names the CSV for what it is and the day', async () => {
    const r = await (await signIn('admin')).post('/api/admin/getUserCsv');
    expect(new URL(r.body.link).pathname).toMatch(
      new RegExp(`/cannastamp-users-${new Date().toISOString().slice(0, 10)}\\.csv$`),
    );
  });

  it('answers nobody but admins', async () => {
    for (const role of ['producer', 'dispensary'] as const) {
      const s = await signIn(role);
      expect((await s.get('/api/admin/getUsers')).status).toBe(403);
      expect((await s.post('/api/admin/getUserCsv')).status).toBe(403);
    }
    expect((await session(base).get('/api/admin/getUserCount')).status).toBe(401);
  });
});

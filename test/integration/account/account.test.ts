import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { demo } from '#test/support/ids';
import { session, uniqueEmail, uniqueIp } from '#test/support/session';
import { storedItems, indexedItems } from '#test/support/table';
import { productBinderPartition } from '#lib/binder/keys';
import { userPartition } from '#lib/users/keys';
import { setUser } from '#test/support/data/users';

const base = inject('baseUrl');
const PASSWORD = 'Account-Test-21';

async function signedUp(accountType = 'customer') {
  const email = uniqueEmail('account');
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  const r = await s.post('/api/authentication/signup', {
    email,
    password: PASSWORD,
    passwordVer: PASSWORD,
    accountType,
  });
  return Object.assign(s, { email, id: r.body.user._id as string });
}
const signIn = (email: string, password: string) =>
  session(base, { 'x-forwarded-for': uniqueIp() }).post('/api/authentication/signin', { email, password });

describe('account details', () => {
  it('changes e-mail and phone; the new e-mail signs in, the old one no longer does', async () => {
    const s = await signedUp();
    const newEmail = uniqueEmail('moved');
    const r = await s.put(`/api/consumer/user/${s.id}`, { email: newEmail.toUpperCase(), phone: '(206) 555-0142' });
    expect(r).toMatchObject({ status: 200, body: { user: { email: newEmail, phone: '2065550142' } } });
    expect(JSON.parse(decodeURIComponent(s.jar.get('user')!)).email).toBe(newEmail);
    expect((await s.get(`/api/consumer/user/${s.id}`)).body.user).toMatchObject({
      email: newEmail,
      phone: '2065550142',
    });
    expect((await signIn(newEmail, PASSWORD)).status).toBe(200);
    expect((await signIn(s.email, PASSWORD)).status).toBe(401);
    // the old address is free again
    const again = await session(base, { 'x-forwarded-for': uniqueIp() }).post('/api/authentication/signup', {
      email: s.email,
      password: PASSWORD,
      passwordVer: PASSWORD,
      accountType: 'customer',
    });
    expect(again.status).toBe(200);
    // an empty phone removes the number
    expect((await s.put(`/api/consumer/user/${s.id}`, { email: newEmail, phone: '' })).body.user.phone).toBeUndefined();
  });

  it('refuses an invalid phone or e-mail, and an address another account holds', async () => {
    const s = await signedUp();
    const other = await signedUp();
    for (const phone of ['555-0142', '+1 206 555 0142', '1065550142', 'abcdefghij'])
      expect((await s.put(`/api/consumer/user/${s.id}`, { email: s.email, phone })).body.errorMessage).toBe(
        'body.phone: Phone numbers must be valid.',
      );
    expect((await s.put(`/api/consumer/user/${s.id}`, { email: 'nope' })).body.errorMessage).toBe(
      'body.email: You must provide a valid email.',
    );
    const taken = await s.put(`/api/consumer/user/${s.id}`, { email: other.email });
    expect(taken).toMatchObject({
      status: 409,
      body: { errorMessage: 'That e-mail address belongs to another account.' },
    });
    expect((await signIn(s.email, PASSWORD)).status).toBe(200);
  });
});

describe('change password', () => {
  it('checks the current password, then sets the new one', async () => {
    const s = await signedUp();
    const wrong = await s.post('/api/consumer/changePassword', {
      password: 'Not-It-At-All-1',
      passwordNew: 'Changed-Pass-21',
      passwordVer: 'Changed-Pass-21',
    });
    expect(wrong).toMatchObject({ status: 400, body: { errorMessage: 'Your current password is not correct.' } });
    const empty = await s.post('/api/consumer/changePassword', { password: '', passwordNew: '', passwordVer: '' });
    expect(empty.body.errorMessage).toBe(
      'body.password: You must provide your current password.; body.passwordNew: You must provide a new password.; body.passwordVer: You must confirm your new password.',
    );
    const ok = await s.post('/api/consumer/changePassword', {
      password: PASSWORD,
      passwordNew: 'Changed-Pass-21',
      passwordVer: 'Changed-Pass-21',
    });
    expect(ok).toMatchObject({ status: 200, body: { success: true, message: 'Your password has been changed.' } });
    expect((await signIn(s.email, PASSWORD)).status).toBe(401);
    expect((await signIn(s.email, 'Changed-Pass-21')).status).toBe(200);
  });
});

describe('expired password', () => {
  it('signs in flagged, and a new password lowers the flag', async () => {
    const s = await signedUp();
    await setUser(s.id, { passwordExpired: true });
    const again = session(base, { 'x-forwarded-for': uniqueIp() });
    expect(
      (await again.post('/api/authentication/signin', { email: s.email, password: PASSWORD })).body.user
        .passwordExpired,
    ).toBe(true);
    await again.post('/api/consumer/changePassword', {
      password: PASSWORD,
      passwordNew: 'Renewed-Pass-21',
      passwordVer: 'Renewed-Pass-21',
    });
    expect(JSON.parse(decodeURIComponent(again.jar.get('user')!)).passwordExpired).toBeUndefined();
    expect((await signIn(s.email, 'Renewed-Pass-21')).body.user.passwordExpired).toBeUndefined();
  });
});

describe('delete account', () => {
  it("deletes a consumer's account and login, answers 'deleted' and ends the session", async () => {
    const s = await signedUp();
    const r = await s.del(`/api/consumer/user/${s.id}`);
    expect(r).toMatchObject({ status: 200, body: { error: false, message: 'deleted' } });
    expect(s.jar.size).toBe(0);
    expect((await signIn(s.email, PASSWORD)).status).toBe(401);
    // the address can be used again
    const again = await session(base, { 'x-forwarded-for': uniqueIp() }).post('/api/authentication/signup', {
      email: s.email,
      password: PASSWORD,
      passwordVer: PASSWORD,
      accountType: 'customer',
    });
    expect(again.status).toBe(200);
  });

  it('answers deletions sent side by side as one deletion and its repeats, never a 500', async () => {
    const s = await signedUp();
    const cookie = [...s.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const answers = await Promise.all(Array.from({ length: 5 }, () => s.del(`/api/consumer/user/${s.id}`)));
    const repeat = await s.del(`/api/consumer/user/${s.id}`, { cookie });
    expect(repeat).toMatchObject({ status: 401, body: { errorMessage: 'Not Authorized' } });
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a).toMatchObject({ status: 401, body: repeat.body });
  });

  it("removes every item of the person's partition and its index entries: binder items and their notes", async () => {
    const s = await signedUp();
    const products = [demo.blueDream, demo.product(1), demo.product(2)];
    for (const product of products)
      for (const usage of ['Relaxing', 'Sleeping', 'Thinking'])
        expect(
          (await s.post('/api/consumer/addToBinder', { product, usage, rating: 1, note: `a private note on ${usage}` }))
            .status,
        ).toBe(200);
    const partition = () => storedItems(userPartition(s.id));
    const inIndex = () =>
      Promise.all(products.map((p) => indexedItems('gsi1', productBinderPartition(p), { skPrefix: `${s.id}#` })));
    expect(await partition()).toHaveLength(10); // the user and nine binder items
    expect((await inIndex()).flat()).toHaveLength(9);

    expect((await s.del(`/api/consumer/user/${s.id}`)).status).toBe(200);
    expect(await partition()).toEqual([]);
    expect((await inIndex()).flat()).toEqual([]);
  });

  it('blocks business and staff accounts, and users with a client assignment', async () => {
    const producer = DEMO_ACCOUNTS.find((a) => a.role === 'producer')!;
    const p = session(base, { 'x-forwarded-for': uniqueIp() });
    const me = await p.post('/api/authentication/signin', { email: producer.email, password: producer.password });
    const blocked = await p.del(`/api/consumer/user/${me.body.user._id}`);
    expect(blocked).toMatchObject({
      status: 403,
      body: { errorMessage: 'deleting of Admins, Dispensary accounts and Processor Accounts is not allowed' },
    });

    const s = await signedUp();
    await setUser(s.id, { clientAssignment: me.body.user.clientAssignment });
    const assigned = await s.del(`/api/consumer/user/${s.id}`);
    expect(assigned).toMatchObject({
      status: 403,
      body: { errorMessage: 'deleting users with client assignments is currently blocked' },
    });
    expect((await signIn(s.email, PASSWORD)).status).toBe(200);
  });
});

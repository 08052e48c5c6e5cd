import { describe, expect, inject, it } from 'vitest';
import { session, uniqueEmail, uniqueIp } from '#test/support/session';
import { setUser } from '#test/support/data/users';

const base = inject('baseUrl');
const PASSWORD = 'Cannabis-Test-21';
const cookie = (set: string[], name: string) => set.find((c) => c.startsWith(`${name}=`));

describe('sign-up', () => {
  it('refuses bad input with the spec messages and creates nothing', async () => {
    const s = session(base, { 'x-forwarded-for': uniqueIp() });
    const email = uniqueEmail('bad');
    const r = await s.post('/api/authentication/signup', {
      email: 'not-an-email',
      password: PASSWORD,
      passwordVer: 'other',
      accountType: 'customer',
    });
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toContain('body.email: You must provide a valid E-Mail address.');
    expect(r.body.errorMessage).toContain('body.passwordVer: The passwords you entered did not match.');
    const empty = await s.post('/api/authentication/signup', {
      email,
      password: '',
      passwordVer: '',
      accountType: 'customer',
    });
    expect(empty.body.errorMessage).toContain('body.password: You must provide a password.');
    expect((await s.post('/api/authentication/signin', { email, password: PASSWORD })).status).toBe(401);
  });

  it('creates the account, signs it in with httpOnly cookies for 30 hours, and refuses the same e-mail twice', async () => {
    const s = session(base, { 'x-forwarded-for': uniqueIp() });
    const email = uniqueEmail('producer');
    const r = await s.post('/api/authentication/signup', {
      email: email.toUpperCase(),
      password: PASSWORD,
      passwordVer: PASSWORD,
      accountType: 'producer',
    });
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({ email, processorUser: true, dispensaryUser: false, adminUser: false });
    const token = cookie(r.setCookies, 'token')!;
    expect(token).toMatch(/Max-Age=108000; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookie(r.setCookies, 'refresh')).toMatch(/Path=\/api\/authentication; HttpOnly; SameSite=Strict/);
    const user = cookie(r.setCookies, 'user')!;
    expect(user).not.toMatch(/HttpOnly/);
    expect(JSON.parse(decodeURIComponent(user.split(';')[0]!.slice(5)))).toEqual(r.body.user);
    expect(JSON.stringify(r.body)).not.toContain(s.jar.get('token')!); // the token never reaches script

    const again = await session(base, { 'x-forwarded-for': uniqueIp() }).post('/api/authentication/signup', {
      email,
      password: PASSWORD,
      passwordVer: PASSWORD,
      accountType: 'customer',
    });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe('An account with this e-mail address already exists. Sign in instead.');
  });
});

describe('sign-in, session check and logout', () => {
  it('signs in with the e-mail in any case, validates and refreshes the session, and logs out', async () => {
    const email = uniqueEmail('consumer');
    await session(base, { 'x-forwarded-for': uniqueIp() }).post('/api/authentication/signup', {
      email,
      password: PASSWORD,
      passwordVer: PASSWORD,
      accountType: 'customer',
    });
    const s = session(base, { 'x-forwarded-for': uniqueIp() });
    const r = await s.post('/api/authentication/signin', { email: `  ${email.toUpperCase()} `, password: PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, user: { email, processorUser: false } });

    const v = await s.get('/api/authentication/validateUser');
    expect(v.status).toBe(200);
    expect(v.body.user.email).toBe(email);
    expect(cookie(v.setCookies, 'token')).toMatch(/Max-Age=108000/);

    s.jar.set('legal', 'true');
    const out = await s.post('/api/authentication/logout');
    expect(out.status).toBe(200);
    for (const name of ['token', 'session', 'user', 'refresh', 'legal'])
      expect(cookie(out.setCookies, name)).toMatch(/Max-Age=0/);
    expect(s.jar.size).toBe(0);
    const after = await s.get('/api/authentication/validateUser');
    expect(after.status).toBe(401);
  });

  it('answers one sentence for an unknown e-mail and a wrong password', async () => {
    const email = uniqueEmail('known');
    await session(base, { 'x-forwarded-for': uniqueIp() }).post('/api/authentication/signup', {
      email,
      password: PASSWORD,
      passwordVer: PASSWORD,
      accountType: 'customer',
    });
    const s = session(base, { 'x-forwarded-for': uniqueIp() });
    const wrong = await s.post('/api/authentication/signin', { email, password: 'Wrong-Password-1' });
    const unknown = await s.post('/api/authentication/signin', { email: uniqueEmail('nobody'), password: PASSWORD });
    expect(wrong).toMatchObject({
      status: 401,
      body: { error: true, errorMessage: 'The e-mail address or password is incorrect.' },
    });
    expect(unknown.body).toEqual(wrong.body);
    const invalid = await s.post('/api/authentication/signin', { email: 'nope', password: PASSWORD });
    expect(invalid.body.errorMessage).toBe('body.email: E-Mail address is not valid');
    expect(s.jar.size).toBe(0);
  });

  it('keeps a disabled user out at sign-in and at the session check', async () => {
    const email = uniqueEmail('disabled');
    const s = session(base, { 'x-forwarded-for': uniqueIp() });
    const r = await s.post('/api/authentication/signup', {
      email,
      password: PASSWORD,
      passwordVer: PASSWORD,
      accountType: 'customer',
    });
    await setUser(r.body.user._id, { disabled: true });
    const v = await s.get('/api/authentication/validateUser');
    expect(v).toMatchObject({
      status: 401,
      body: { errorMessage: 'This account has been disabled. Contact support to restore it.' },
    });
    expect(s.jar.size).toBe(0);
    const again = await s.post('/api/authentication/signin', { email, password: PASSWORD });
    expect(again.status).toBe(401);
    expect(again.body.errorMessage).toBe('This account has been disabled. Contact support to restore it.');
  });

  it('refuses a tampered or foreign token', async () => {
    const s = session(base);
    s.jar.set('token', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    const v = await s.get('/api/authentication/validateUser');
    expect(v).toMatchObject({ status: 401, body: { errorMessage: 'Not Authorized' } });
  });
});

describe('abuse', () => {
  it('refuses state-changing requests from another site', async () => {
    const s = session(base);
    const body = { email: uniqueEmail('csrf'), password: PASSWORD };
    expect((await s.post('/api/authentication/signin', body, { 'sec-fetch-site': 'cross-site' })).body).toEqual({
      error: true,
      errorMessage: 'Cross-site requests are not accepted.',
    });
    expect((await s.post('/api/authentication/signin', body, { origin: 'https://evil.example' })).status).toBe(403);
    expect(
      (await s.post('/api/authentication/signin', body, { origin: base, 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(401);
  });

  it('rate limits sign-in per e-mail from one address and per address with 429', async () => {
    const email = uniqueEmail('brute');
    const s = session(base);
    const statuses: number[] = [];
    const guesser = uniqueIp();
    for (let i = 0; i < 10; i++)
      statuses.push(
        (
          await s.post(
            '/api/authentication/signin',
            { email, password: `Guess-${i}-Aa` },
            { 'x-forwarded-for': guesser },
          )
        ).status,
      );
    expect(statuses.every((c) => c === 401)).toBe(true);
    const last = await s.post(
      '/api/authentication/signin',
      { email, password: PASSWORD },
      { 'x-forwarded-for': guesser },
    );
    expect(last).toMatchObject({
      status: 429,
      body: { errorMessage: 'Too many attempts. Please wait a few minutes and try again.' },
    });

    const ip = uniqueIp();
    const perIp: number[] = [];
    for (let i = 0; i < 61; i++)
      perIp.push(
        (
          await s.post(
            '/api/authentication/signin',
            { email: uniqueEmail('spray'), password: PASSWORD },
            { 'x-forwarded-for': ip },
          )
        ).status,
      );
    expect(perIp.slice(0, 60).every((c) => c === 401)).toBe(true);
    expect(perIp[60]).toBe(429);
  });
});

import { describe, expect, inject, it } from 'vitest';
import { session, uniqueEmail, uniqueIp } from '#test/support/session';

// A stranger must not be able to lock someone out: the local gateway takes a loopback client's
// X-Forwarded-For at its word, so each request here can come from an address of its own, as a
// botnet's would.

const base = inject('baseUrl');
const PASSWORD = 'Lockout-Test-21';
const NEW_PASSWORD = 'Lockout-After-21';

interface Mail {
  to: string;
  text: string;
  createdAt: string;
}
const outbox = async (): Promise<Mail[]> => (await fetch(`${base}/__local/outbox.json`)).json() as Promise<Mail[]>;
const linkIn = (m: Mail) => /\/resetPassword\/([A-Za-z0-9_-]{43})/.exec(m.text)![1]!;
const from = (ip: string) => session(base, { 'x-forwarded-for': ip });

async function account() {
  const email = uniqueEmail('lockout');
  expect(
    (
      await from(uniqueIp()).post('/api/authentication/signup', {
        email,
        password: PASSWORD,
        passwordVer: PASSWORD,
        accountType: 'customer',
      })
    ).status,
  ).toBe(200);
  return email;
}

describe('sign-in lockout', () => {
  it('wrong passwords from rotating addresses do not lock the owner out', async () => {
    const email = await account();
    for (let i = 0; i < 15; i++)
      expect(
        (await from(uniqueIp()).post('/api/authentication/signin', { email, password: `Guess-${i}-Aa!` })).status,
      ).toBe(401);
    expect((await from(uniqueIp()).post('/api/authentication/signin', { email, password: PASSWORD })).status).toBe(200);
  });

  it('still stops guessing from one address, for that address only', async () => {
    const email = await account();
    const attacker = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await from(attacker).post('/api/authentication/signin', { email, password: `Guess-${i}-Aa!` })).status,
      );
    expect(statuses.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await from(attacker).post('/api/authentication/signin', { email, password: PASSWORD })).status).toBe(429);
    expect((await from(uniqueIp()).post('/api/authentication/signin', { email, password: PASSWORD })).status).toBe(200);
  });
});

describe('password reset flooding', () => {
  it('answers every request the same, mails at most three an hour, and the newest mailed link works', async () => {
    const email = await account();
    for (let i = 0; i < 6; i++) {
      const r = await from(uniqueIp()).post('/api/authentication/passwordReset', { email });
      expect(r).toMatchObject({ status: 200, body: { error: false, message: 'We have sent a passwod reset link' } });
    }
    // the owner asks too, after the stranger: the same answer, and a link in the inbox that works
    expect((await from(uniqueIp()).post('/api/authentication/passwordReset', { email })).status).toBe(200);
    // a reset's mail is written in its request's own transaction: every request has answered, so
    // every mail they wrote is in the outbox
    const mails = (await outbox()).filter((m) => m.to === email).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(mails).toHaveLength(3);
    const owner = from(uniqueIp());
    const ok = await owner.post('/api/authentication/recoverPassword', {
      token: linkIn(mails.at(-1)!),
      email,
      passwordNew: NEW_PASSWORD,
      passwordVer: NEW_PASSWORD,
    });
    expect(ok).toMatchObject({ status: 200, body: { user: { email } } });
  });
});

describe('oversized client addresses', () => {
  const huge = `${'9'.repeat(2100)}, 198.51.100.7, ${'a'.repeat(2500)}`;

  it('answer the usual 4xx or 200 on sign-in, sign-up and both reset calls, never 500', async () => {
    const s = from(huge);
    const email = uniqueEmail('xff');
    expect(
      (
        await s.post('/api/authentication/signup', {
          email,
          password: PASSWORD,
          passwordVer: PASSWORD,
          accountType: 'customer',
        })
      ).status,
    ).toBe(200);
    expect((await s.post('/api/authentication/signin', { email, password: 'Wrong-Password-1!' })).status).toBe(401);
    expect((await s.post('/api/authentication/passwordReset', { email })).status).toBe(200);
    const r = await s.post('/api/authentication/recoverPassword', {
      token: 'A'.repeat(43),
      email,
      passwordNew: NEW_PASSWORD,
      passwordVer: NEW_PASSWORD,
    });
    expect(r.status).toBe(400);
  });
});

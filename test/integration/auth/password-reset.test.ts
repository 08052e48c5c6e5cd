import { describe, expect, inject, it } from 'vitest';
import { session, uniqueEmail, uniqueIp } from '#test/support/session';

const base = inject('baseUrl');
const PASSWORD = 'Reset-Before-21';
const NEW_PASSWORD = 'Reset-After-2121';

interface Mail {
  to: string;
  subject: string;
  text: string;
  status: string;
}
const outbox = async (): Promise<Mail[]> => (await fetch(`${base}/__local/outbox.json`)).json() as Promise<Mail[]>;
const linkIn = (m: Mail) => /\/resetPassword\/([A-Za-z0-9_-]{43})/.exec(m.text)?.[1];

async function account() {
  const email = uniqueEmail('reset');
  await session(base, { 'x-forwarded-for': uniqueIp() }).post('/api/authentication/signup', {
    email,
    password: PASSWORD,
    passwordVer: PASSWORD,
    accountType: 'customer',
  });
  return email;
}

describe('password reset', () => {
  it('mails a single-use link through the outbox; the link sets the password and signs in', async () => {
    const email = await account();
    const s = session(base, { 'x-forwarded-for': uniqueIp() });
    const r = await s.post('/api/authentication/passwordReset', { email: email.toUpperCase() });
    expect(r).toMatchObject({ status: 200, body: { error: false, message: 'We have sent a passwod reset link' } });

    // the send-mail stream worker picks the message up and marks it sent (locally: kept in the outbox)
    let mail: Mail | undefined;
    await expect.poll(async () => (mail = (await outbox()).find((m) => m.to === email))?.status).toBe('sent');
    expect(mail!.subject).toBe('Reset your Cannastamp password');
    const token = linkIn(mail!)!;
    expect(mail!.text).toContain(`${base.replace('127.0.0.1', 'localhost')}/resetPassword/${token}`);

    const wrongEmail = await s.post('/api/authentication/recoverPassword', {
      token,
      email: uniqueEmail('other'),
      passwordNew: NEW_PASSWORD,
      passwordVer: NEW_PASSWORD,
    });
    expect(wrongEmail.status).toBe(400);
    const ok = await s.post('/api/authentication/recoverPassword', {
      token,
      email,
      passwordNew: NEW_PASSWORD,
      passwordVer: NEW_PASSWORD,
    });
    expect(ok).toMatchObject({ status: 200, body: { error: false, user: { email } } });
    expect(s.jar.has('token')).toBe(true);

    const again = await s.post('/api/authentication/recoverPassword', {
      token,
      email,
      passwordNew: 'Another-One-21',
      passwordVer: 'Another-One-21',
    });
    expect(again).toMatchObject({
      status: 400,
      body: { errorMessage: 'This password reset link has expired or was already used. Request a new one.' },
    });

    const old = await session(base, { 'x-forwarded-for': uniqueIp() }).post('/api/authentication/signin', {
      email,
      password: PASSWORD,
    });
    expect(old.status).toBe(401);
    const fresh = await session(base, { 'x-forwarded-for': uniqueIp() }).post('/api/authentication/signin', {
      email,
      password: NEW_PASSWORD,
    });
    expect(fresh.status).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const r = await session(base, { 'x-forwarded-for': uniqueIp() }).post('/api/authentication/passwordReset', {
      email,
    });
    expect(r.body).toEqual({ error: false, message: 'We have sent a passwod reset link' });
    // a reset's mail is written in its request's own transaction: none is there once it has answered
    expect((await outbox()).some((m) => m.to === email)).toBe(false);
  });

  it('checks the forms with the spec messages', async () => {
    const s = session(base, { 'x-forwarded-for': uniqueIp() });
    expect((await s.post('/api/authentication/passwordReset', { email: '' })).body.errorMessage).toBe(
      'body.email: Please enter an email.',
    );
    expect((await s.post('/api/authentication/passwordReset', { email: 'nope' })).body.errorMessage).toBe(
      'body.email: Please enter a valid email.',
    );
    const r = await s.post('/api/authentication/recoverPassword', {
      token: 'A'.repeat(43),
      email: '',
      passwordNew: '',
      passwordVer: '',
    });
    expect(r.body.errorMessage).toBe(
      'body.email: You must provide your current email.; body.passwordNew: You must provide a new password.; body.passwordVer: You must confirm your new password.',
    );
    const mismatch = await s.post('/api/authentication/recoverPassword', {
      token: 'A'.repeat(43),
      email: 'a@b.test',
      passwordNew: NEW_PASSWORD,
      passwordVer: 'Different-21!',
    });
    expect(mismatch.body.errorMessage).toBe('body.passwordVer: The new passwords you entered did not match.');
  });

  it('limits reset requests per address (the mails one account gets are limited in lockout.test.ts)', async () => {
    const s = session(base, { 'x-forwarded-for': uniqueIp() });
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await s.post('/api/authentication/passwordReset', { email: uniqueEmail('spray') })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });
});

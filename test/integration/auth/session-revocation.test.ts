import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { session, uniqueEmail, uniqueIp } from '#test/support/session';

// A thief who copied someone's cookies (token, refresh, everything) must lose them when the owner
// logs out, changes the password or resets it: copies taken before get 401, and the refresh
// cookie no longer mints a session.

const base = inject('baseUrl');
const PASSWORD = 'Revoke-Before-21';
const NEW_PASSWORD = 'Revoke-After-2121';
const require = createRequire(import.meta.url);

interface Mail {
  to: string;
  text: string;
  status: string;
}
const outbox = async (): Promise<Mail[]> => (await fetch(`${base}/__local/outbox.json`)).json() as Promise<Mail[]>;

async function signedUp() {
  const email = uniqueEmail('revoke');
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  const r = await s.post('/api/authentication/signup', {
    email,
    password: PASSWORD,
    passwordVer: PASSWORD,
    accountType: 'customer',
  });
  expect(r.status).toBe(200);
  return Object.assign(s, { email, id: r.body.user._id as string });
}

/** Another browser holding a copy of every cookie the victim has now. */
function thiefOf(victim: ReturnType<typeof session>) {
  const thief = session(base, { 'x-forwarded-for': uniqueIp() });
  for (const [k, v] of victim.jar) thief.jar.set(k, v);
  return thief;
}

/** The copy with only the refresh cookie (and the session id) left, as when the access token ran out. */
function refreshOnly(victim: ReturnType<typeof session>) {
  const thief = thiefOf(victim);
  thief.jar.delete('token');
  return thief;
}

/** The user pool itself, asked to trade a refresh token in, bypassing the API. */
async function poolRefresh(refreshToken: string): Promise<number> {
  const port = Number(new URL(base).port);
  const dataDir = join(import.meta.dirname, '..', '..', '..', '.test-data', `runtime-${port}`);
  const { clientId } = JSON.parse(readFileSync(join(dataDir, 'cognito', 'pool.json'), 'utf8')) as { clientId: string };
  const res = await fetch(`http://127.0.0.1:${port + 12}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  });
  return res.status;
}

async function expectLockedOut(thief: ReturnType<typeof session>, refresher: ReturnType<typeof session>, id: string) {
  expect((await thief.get(`/api/consumer/user/${id}`)).status).toBe(401);
  expect((await thief.get('/api/authentication/validateUser')).status).toBe(401);
  const minted = await refresher.get('/api/authentication/validateUser');
  expect(minted.status).toBe(401);
  expect(refresher.jar.has('token')).toBe(false);
}

describe('session revocation', () => {
  it('logout ends the session everywhere: copies of its cookies get 401 and the refresh cookie mints nothing', async () => {
    const s = await signedUp();
    const thief = thiefOf(s);
    const refresher = refreshOnly(s);
    expect((await thief.get(`/api/consumer/user/${s.id}`)).status).toBe(200); // the copy works while the session lives
    const refreshToken = s.jar.get('refresh')!;
    expect(await poolRefresh(refreshToken)).toBe(200);
    expect((await s.post('/api/authentication/logout')).status).toBe(200);
    await expectLockedOut(thief, refresher, s.id);
    // the pool revoked the refresh token too: it mints nothing even when asked directly
    expect(await poolRefresh(refreshToken)).toBe(400);
  });

  it('a password change ends every other session and keeps the one that made it', async () => {
    const s = await signedUp();
    const other = session(base, { 'x-forwarded-for': uniqueIp() });
    expect((await other.post('/api/authentication/signin', { email: s.email, password: PASSWORD })).status).toBe(200);
    const thief = thiefOf(other);
    const refresher = refreshOnly(other);
    const ownCopy = thiefOf(s);
    const ok = await s.post('/api/consumer/changePassword', {
      password: PASSWORD,
      passwordNew: NEW_PASSWORD,
      passwordVer: NEW_PASSWORD,
    });
    expect(ok.status).toBe(200);
    await expectLockedOut(thief, refresher, s.id);
    // the changing browser's old cookies are replaced; the old copy of them is dead too
    expect((await ownCopy.get(`/api/consumer/user/${s.id}`)).status).toBe(401);
    expect((await s.get(`/api/consumer/user/${s.id}`)).status).toBe(200);
    expect((await s.get('/api/authentication/validateUser')).status).toBe(200);
  });

  it('a password reset ends every session that existed before it', async () => {
    const s = await signedUp();
    const thief = thiefOf(s);
    const refresher = refreshOnly(s);
    const resetter = session(base, { 'x-forwarded-for': uniqueIp() });
    expect((await resetter.post('/api/authentication/passwordReset', { email: s.email })).status).toBe(200);
    let text: string | undefined;
    await expect.poll(async () => (text = (await outbox()).find((m) => m.to === s.email)?.text)).toBeTruthy();
    const token = /\/resetPassword\/([A-Za-z0-9_-]{43})/.exec(text!)![1]!;
    const ok = await resetter.post('/api/authentication/recoverPassword', {
      token,
      email: s.email,
      passwordNew: NEW_PASSWORD,
      passwordVer: NEW_PASSWORD,
    });
    expect(ok.status).toBe(200);
    await expectLockedOut(thief, refresher, s.id);
    expect((await resetter.get(`/api/consumer/user/${s.id}`)).status).toBe(200);
  });

  it('a new sign-in right after a logout works', async () => {
    const s = await signedUp();
    await s.post('/api/authentication/logout');
    expect((await s.post('/api/authentication/signin', { email: s.email, password: PASSWORD })).status).toBe(200);
    expect((await s.get(`/api/consumer/user/${s.id}`)).status).toBe(200);
  });

  it('refuses a well-signed token without an expiry', async () => {
    const s = await signedUp();
    const token = s.jar.get('token')!;
    const [h, p] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    delete payload.exp;
    const key = JSON.parse(
      readFileSync(
        join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'keys', 'cognitoLocal.private.json'),
        'utf8',
      ),
    ) as { pem: string };
    const body = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    s.jar.set('token', `${body}.${createSign('RSA-SHA256').update(body).sign(key.pem).toString('base64url')}`);
    expect((await s.get(`/api/consumer/user/${s.id}`)).status).toBe(401);
    s.jar.delete('refresh');
    expect((await s.get('/api/authentication/validateUser')).status).toBe(401);
  });
});

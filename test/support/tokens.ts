import { createPrivateKey, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

// A browser's session token with an earlier expiry: the browser's own token signed again with the
// local user pool's key, so nothing else on the shared platform is touched.

const base = inject('baseUrl');

const poolKey = createPrivateKey({
  key: JSON.parse(
    readFileSync(join('node_modules', 'cognito-local', 'lib', 'keys', 'cognitoLocal.private.json'), 'utf8'),
  ).jwk,
  format: 'jwk',
});

/** The same token as the pool's, expiring `seconds` from now. */
function shortened(token: string, seconds: number): { token: string; exp: number } {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const exp = Math.floor(Date.now() / 1000) + seconds;
  const body = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${body}`), poolKey).toString('base64url');
  return { token: `${header}.${body}.${signature}`, exp };
}

export const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies(base)).find((c) => c.name === name)?.value;

/** Gives the browser a token that ends in `seconds`; `announced` is the expiry the app is told. */
export async function shortenToken(context: BrowserContext, seconds: number, announced?: number) {
  const { token, exp } = shortened((await cookie(context, 'token'))!, seconds);
  await context.addCookies([
    { name: 'token', value: token, url: base, httpOnly: true, sameSite: 'Lax' },
    { name: 'tokenExpiresAt', value: String(announced ?? exp), url: base, sameSite: 'Lax' },
  ]);
  return token;
}

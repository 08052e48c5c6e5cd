// Session token verification, for securedRoute and the session routes (public handlers never
// load the JWT library).
//
// Two kinds of session token are accepted: the user pool's access token (e-mail and password
// sign-in) and the OpenID ID token of a Google sign-in (docs/auth.md). In AWS both come from the
// user pool; on the local runtime Google is played by a stand-in OpenID provider with its own
// issuer, named by OIDC_ISSUER.
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import * as authMessages from '#shared/messages/auth';
import * as commonMessages from '#shared/messages/common';
import { SESSION_COOKIES } from '#shared/cookies';
import type { User } from '#shared/schemas/user';
import { anonymous, type Caller } from './authorize.ts';
import { hasSession, sessionUser } from '#lib/users/store/sessions';
import { notAuthorized } from '#lib/base/errors';
import { readSessionRef } from './session.ts';
import { required, setting } from '#lib/base/config';
import { kioskClient } from '#lib/kiosk/credential';

// cognito-local and the local OpenID stand-in serve their keys over plain http; the default
// fetcher insists on https. A hung key server must fail the request well before the Lambda's own
// timeout, like every other call out.
const JWKS_TIMEOUT_MS = 3_000;
const fetcher = {
  fetch: async (uri: string) => {
    const res = await fetch(uri, { signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`JWKS fetch failed: ${res.status}`);
    return res.arrayBuffer();
  },
};

// The verifier checks an expiry only when the token has one; a session token without one would
// never end, so it is refused.
const audienceCheck =
  (allowed: string[]) =>
  ({ payload }: { payload: { client_id?: unknown; aud?: unknown; exp?: unknown } }) => {
    if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) throw new Error('token has no expiry');
    const aud = [payload.aud].flat();
    if (!allowed.includes(String(payload.client_id)) && !aud.some((a) => allowed.includes(String(a))))
      throw new Error('token is for another client');
  };

let verifier: ReturnType<typeof createVerifier> | undefined;
function createVerifier() {
  const pool = required('COGNITO_ISSUER');
  const oidcClient = setting('OIDC_CLIENT_ID');
  const oidcIssuer = setting('OIDC_ISSUER');
  const configs = [
    {
      issuer: pool,
      jwksUri: setting('COGNITO_JWKS_URI') ?? `${pool}/.well-known/jwks.json`,
      audience: null,
      customJwtCheck: audienceCheck([
        required('USER_POOL_CLIENT_ID'),
        ...(oidcClient && (!oidcIssuer || oidcIssuer === pool) ? [oidcClient] : []),
      ]),
    },
  ];
  if (oidcIssuer && oidcIssuer !== pool && oidcClient)
    configs.push({
      issuer: oidcIssuer,
      jwksUri: required('OIDC_JWKS_URL'),
      audience: null,
      customJwtCheck: audienceCheck([oidcClient]),
    });
  return JwtRsaVerifier.create(configs as [(typeof configs)[0]], { jwksCache: new SimpleJwksCache({ fetcher }) });
}

/** A session or ID token's claims, once its signature, issuer, audience and expiry hold. */
export async function verifyClaims(token: string) {
  verifier ??= createVerifier();
  const p = await verifier.verify(token);
  return {
    sub: String(p.sub),
    email: typeof p.email === 'string' ? p.email : undefined,
    // Cognito writes federated attributes as strings
    emailVerified: p.email_verified === true || p.email_verified === 'true',
    nonce: typeof p.nonce === 'string' ? p.nonce : undefined,
    exp: Number(p.exp),
  };
}

/** The token's subject; throws when it is not good (isExpired tells an expired one apart). */
export const verifyToken = async (token: string): Promise<string> => (await verifyClaims(token)).sub;

export const isExpired = (e: unknown) => e instanceof JwtExpiredError;

/**
 * The user whose session the cookies name, when that session is still open and belongs to the
 * token's subject. A token stays valid until it expires, whatever happens to the account, so this
 * is what makes logout and a new password end a session at once.
 */
export async function openSessionUser(cookies: Record<string, string>, sub: string): Promise<User | undefined> {
  const ref = readSessionRef(cookies[SESSION_COOKIES.session]);
  if (!ref) return undefined;
  const user = await sessionUser(ref.userId);
  return user && user.sub === sub && hasSession(user, ref.sessionId) ? user : undefined;
}

/**
 * Resolves the caller from the session cookies; any doubt about them means "not signed in". Without
 * a session, a locked kiosk's credential makes the caller that kiosk (docs/client-kiosk-lock.md).
 */
export async function authenticate(cookies: Record<string, string>): Promise<Caller> {
  const token = cookies[SESSION_COOKIES.token];
  if (!token) {
    const clientId = await kioskClient(cookies);
    return clientId ? { kind: 'kiosk', clientId } : anonymous;
  }
  let sub: string;
  try {
    sub = await verifyToken(token);
  } catch (e) {
    // the spec's client tells an expired session ('jwt expired') from any other refusal
    throw notAuthorized(isExpired(e) ? authMessages.jwtExpired : commonMessages.notAuthorized);
  }
  const user = await openSessionUser(cookies, sub);
  if (!user || user.disabled) throw notAuthorized(commonMessages.notAuthorized);
  return { kind: 'user', user };
}

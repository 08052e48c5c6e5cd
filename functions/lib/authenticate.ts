// Token verification, loaded by the handler stack on the first request that needs a caller:
// public handlers never load the JWT library.
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { messages } from '#shared/messages';
import { anonymous, type Caller } from './auth.ts';
import { notAuthorized } from './errors.ts';
import { findUserBySub } from './db/users.ts';


// cognito-local serves its JWKS over plain http; the default fetcher insists on https.
const fetcher = {
  fetch: async (uri: string) => {
    const res = await fetch(uri);
    if (!res.ok) throw new Error(`JWKS fetch failed: ${res.status}`);
    return res.arrayBuffer();
  },
};

let verifier: ReturnType<typeof createVerifier> | undefined;
const createVerifier = () =>
  JwtRsaVerifier.create(
    {
      issuer: required('COGNITO_ISSUER'),
      jwksUri: process.env.COGNITO_JWKS_URI ?? `${required('COGNITO_ISSUER')}/.well-known/jwks.json`,
      audience: null,
      customJwtCheck: ({ payload }) => {
        const clientId = required('USER_POOL_CLIENT_ID');
        if (payload.client_id !== clientId && payload.aud !== clientId) throw new Error('token is for another client');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher }) },
  );

const required = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not configured`);
  return v;
};

/** The token's subject; throws when it is not good (isExpired tells an expired one apart). */
export async function verifyToken(token: string): Promise<string> {
  verifier ??= createVerifier();
  const payload = await verifier.verify(token);
  return String(payload.sub);
}

export const isExpired = (e: unknown) => e instanceof JwtExpiredError;

/** Resolves the caller from the session cookie; any doubt about the token means "not signed in". */
export async function authenticate(token: string | undefined): Promise<Caller> {
  if (!token) return anonymous;
  let sub: string;
  try {
    sub = await verifyToken(token);
  } catch (e) {
    // the spec's client tells an expired session ('jwt expired') from any other refusal
    throw notAuthorized(isExpired(e) ? messages.jwtExpired : messages.notAuthorized);
  }
  const user = await findUserBySub(sub);
  if (!user || user.disabled) throw notAuthorized(messages.notAuthorized);
  return { kind: 'user', user };
}

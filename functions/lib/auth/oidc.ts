import { createHash, randomBytes } from 'node:crypto';
import { setting } from '#lib/base/config';

// The OpenID Connect client side of Google sign-in: authorization code with PKCE. In AWS the
// provider is the user pool's OAuth endpoints with Google federated behind them (identity_provider
// =Google skips the hosted page); on the local runtime it is a stand-in OpenID provider.

export interface OidcConfig {
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  /** The identity_provider hint Cognito takes; unset for the stand-in. */
  identityProvider?: string;
  /** Token revocation (RFC 7009), where logout sends the refresh token. */
  revokeUrl?: string;
  redirectUri: string;
}

/** Undefined when Google sign-in is not configured for this deployment. */
export function oidcConfig(): OidcConfig | undefined {
  const [OIDC_AUTHORIZE_URL, OIDC_TOKEN_URL, OIDC_CLIENT_ID, OIDC_IDP, OIDC_REVOKE_URL, SITE_URL] = (
    ['OIDC_AUTHORIZE_URL', 'OIDC_TOKEN_URL', 'OIDC_CLIENT_ID', 'OIDC_IDP', 'OIDC_REVOKE_URL', 'SITE_URL'] as const
  ).map(setting);
  if (!OIDC_AUTHORIZE_URL || !OIDC_TOKEN_URL || !OIDC_CLIENT_ID || !SITE_URL) return undefined;
  return {
    authorizeUrl: OIDC_AUTHORIZE_URL,
    tokenUrl: OIDC_TOKEN_URL,
    clientId: OIDC_CLIENT_ID,
    identityProvider: OIDC_IDP || undefined,
    revokeUrl: OIDC_REVOKE_URL || undefined,
    redirectUri: `${SITE_URL}/api/authentication/google/callback`,
  };
}

const b64url = (b: Buffer) => b.toString('base64url');

/** What the browser keeps (httpOnly) between leaving for the provider and coming back. */
export interface Flight {
  state: string;
  verifier: string;
  nonce: string;
  accountType: string;
}

export function startFlight(c: OidcConfig, accountType: string): { url: string; flight: Flight } {
  const flight = {
    state: b64url(randomBytes(24)),
    verifier: b64url(randomBytes(32)),
    nonce: b64url(randomBytes(24)),
    accountType,
  };
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: c.clientId,
    redirect_uri: c.redirectUri,
    scope: 'openid email profile',
    state: flight.state,
    nonce: flight.nonce,
    code_challenge: b64url(createHash('sha256').update(flight.verifier).digest()),
    code_challenge_method: 'S256',
    ...(c.identityProvider ? { identity_provider: c.identityProvider } : {}),
  });
  return { url: `${c.authorizeUrl}?${q}`, flight };
}

interface TokenAnswer {
  id_token?: string;
  refresh_token?: string;
  error?: string;
}

async function tokenRequest(c: OidcConfig, params: Record<string, string>): Promise<TokenAnswer | undefined> {
  const res = await fetch(c.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: c.clientId, ...params }),
    signal: AbortSignal.timeout(5000),
  });
  const body = (await res.json().catch(() => ({}))) as TokenAnswer;
  // 400 invalid_grant and friends: the code or refresh token is not good (any more)
  if (res.status === 400 || res.status === 401) return undefined;
  if (!res.ok) throw new Error(`token endpoint answered ${res.status} ${body.error ?? ''}`);
  return body;
}

export const exchangeCode = (c: OidcConfig, code: string, verifier: string) =>
  tokenRequest(c, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: c.redirectUri });

export const refreshOidc = (c: OidcConfig, refreshToken: string) =>
  tokenRequest(c, { grant_type: 'refresh_token', refresh_token: refreshToken });

/** Logout of a Google session: the provider forgets the refresh token (RFC 7009 answers 200 for unknown ones too). */
export async function revokeOidc(c: OidcConfig, refreshToken: string): Promise<void> {
  if (!c.revokeUrl) return;
  const res = await fetch(c.revokeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: c.clientId, token: refreshToken, token_type_hint: 'refresh_token' }),
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`revocation endpoint answered ${res.status}`);
}

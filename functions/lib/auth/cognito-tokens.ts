import { required, setting } from '#lib/base/config';
// Sign-in and token refresh against the user pool. InitiateAuth is one of Cognito's public,
// unsigned operations, so a plain JSON POST does what the SDK client would, without the 35 KB the
// client adds to every bundle that signs users in.

export interface Tokens {
  accessToken: string;
  refreshToken?: string;
}

// Cognito's answers for "these credentials are not good"; cognito-local says
// InvalidPasswordException where Cognito says NotAuthorizedException.
const REFUSALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'InvalidPasswordException',
]);

// COGNITO_ENDPOINT is set only by the local runtime (cognito-local)
const publicCall = (operation: string, body: Record<string, unknown>) =>
  fetch(setting('COGNITO_ENDPOINT') ?? `https://cognito-idp.${required('AWS_REGION')}.amazonaws.com/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify({ ClientId: required('USER_POOL_CLIENT_ID'), ...body }),
    signal: AbortSignal.timeout(5000),
  });

async function initiateAuth(flow: 'USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH', params: Record<string, string>) {
  const res = await publicCall('InitiateAuth', { AuthFlow: flow, AuthParameters: params });
  const body = (await res.json().catch(() => ({}))) as {
    __type?: string;
    message?: string;
    AuthenticationResult?: { AccessToken?: string; RefreshToken?: string };
  };
  if (!res.ok) {
    const type = (body.__type ?? '').split('#').pop() ?? '';
    if (REFUSALS.has(type)) return undefined;
    throw new Error(`Cognito InitiateAuth failed: ${res.status} ${type} ${body.message ?? ''}`);
  }
  const a = body.AuthenticationResult;
  return a?.AccessToken ? { accessToken: a.AccessToken, refreshToken: a.RefreshToken } : undefined;
}

/** Checks a password; undefined when the pool refuses the pair. */
export const passwordSignIn = (email: string, password: string): Promise<Tokens | undefined> =>
  initiateAuth('USER_PASSWORD_AUTH', { USERNAME: email, PASSWORD: password });

/** A fresh access token; undefined when the refresh token is no longer good. */
export async function refreshSession(refreshToken: string): Promise<Tokens | undefined> {
  const t = await initiateAuth('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: refreshToken });
  return t && { accessToken: t.accessToken, refreshToken: t.refreshToken ?? refreshToken };
}

/**
 * Logout: the pool revokes the refresh token, so it mints nothing more. A token it no longer
 * knows is as good as revoked.
 */
export async function revokeRefresh(refreshToken: string): Promise<void> {
  const res = await publicCall('RevokeToken', { Token: refreshToken });
  if (res.ok) return;
  const type = (((await res.json().catch(() => ({}))) as { __type?: string }).__type ?? '').split('#').pop() ?? '';
  // an unknown, expired or already revoked token: nothing is left to revoke
  if (
    res.status === 400 &&
    (type === 'NotAuthorizedException' ||
      type === 'InvalidParameterException' ||
      type === 'UnsupportedTokenTypeException')
  )
    return;
  throw new Error(`Cognito RevokeToken failed: ${res.status} ${type}`);
}

import * as auth from '#shared/routes/auth';
import { landingPage } from '#shared/pages';
import type { User } from '#shared/schemas/user';
import { verifyClaims } from '#lib/auth/authenticate';
import { parseCookies } from '#lib/auth/cookies';
import { createUser, findUserByEmail, findUserBySub } from '#lib/users/store';
import { clearedFlightCookie, OIDC_REFRESH_PREFIX, readFlight, signInFailed } from '#lib/auth/google-session';
import { httpRoute, redirect } from '#lib/runtime/http';
import { newId } from '#lib/base/ids';
import { exchangeCode, oidcConfig } from '#lib/auth/oidc';
import { openSession } from '#lib/auth/session';

/**
 * The provider's answer: the code is exchanged (with the PKCE verifier), the ID token verified
 * (issuer, audience, expiry, nonce), the user found or, for a new customer, created, and the
 * session cookies set. Anything wrong ends in 'Not Authorized'.
 */
export const handler = httpRoute(auth.googleCallback, async ({ query, event }) => {
  const config = oidcConfig();
  if (!config) return signInFailed('googleUnavailable');
  const flight = readFlight(parseCookies(event.cookies, event.headers.cookie));
  if (query.error || !query.code || !flight || query.state !== flight.state) return signInFailed('notAuthorized');

  const tokens = await exchangeCode(config, query.code, flight.verifier);
  if (!tokens?.id_token) return signInFailed('notAuthorized');
  let claims: Awaited<ReturnType<typeof verifyClaims>>;
  try {
    claims = await verifyClaims(tokens.id_token);
  } catch {
    return signInFailed('notAuthorized');
  }
  if (claims.nonce !== flight.nonce || !claims.email || !claims.emailVerified) return signInFailed('notAuthorized');
  const email = claims.email.toLowerCase();

  let user = await findUserBySub(claims.sub);
  if (!user) {
    // an address that already signs in with a password is not taken over by a Google login
    if (await findUserByEmail(email)) return signInFailed('googleEmailHasPassword');
    const now = new Date().toISOString();
    user = {
      _id: newId(),
      email,
      sub: claims.sub,
      createdAt: now,
      updatedAt: now,
      adminUser: false,
      processorUser: false,
      dispensaryUser: false,
      serviceDataEntry: false,
      serviceReview: false,
      disabled: false,
      passwordExpired: false,
    } satisfies User;
    await createUser(user);
  }
  if (user.disabled) return signInFailed('accountDisabled');
  const cookies = parseCookies(event.cookies, event.headers.cookie);
  return redirect(landingPage(user, 'signIn', cookies.kioskUser), [
    clearedFlightCookie(),
    ...(await openSession(user, {
      accessToken: tokens.id_token,
      refreshToken: tokens.refresh_token ? `${OIDC_REFRESH_PREFIX}${tokens.refresh_token}` : undefined,
    })),
  ]);
});

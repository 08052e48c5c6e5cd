import * as auth from '#shared/routes/auth';
import { redirect, httpRoute } from '#lib/runtime/http';
import { oidcConfig, startFlight } from '#lib/auth/oidc';
import { flightCookie, signInFailed } from '#lib/auth/google-session';

/** Leaves for Google (through the user pool in AWS, the stand-in locally) with state, nonce and PKCE. */
export const handler = httpRoute(auth.googleStart, async ({ query }) => {
  const config = oidcConfig();
  if (!config) return signInFailed('googleUnavailable');
  const accountType = query.accountType ?? 'customer';
  // spec 1: Google sign-up is for customers; producers and dispensaries use the e-mail form
  if (accountType !== 'customer') return signInFailed('googleCustomersOnly');
  const { url, flight } = startFlight(config, accountType);
  return redirect(url, [flightCookie(flight)]);
});

// Every cookie's name, in one place the API and the web app share. No schema library here: the
// first visit's bundle reads these names before anything else loads.

/**
 * Session cookie names and lifetime (spec 1 section 9: 30 hours, path /). `tokenExpiresAt` is the
 * access token's expiry (epoch seconds), readable: the app renews the session before it.
 */
export const SESSION_COOKIES = {
  token: 'token',
  refresh: 'refresh',
  user: 'user',
  session: 'session',
  tokenExpiresAt: 'tokenExpiresAt',
} as const;

/**
 * A locked kiosk's cookies (docs/client-kiosk-lock.md): a readable one naming the client, which
 * the web app reads to keep the browser on the storefront, and the httpOnly credential the API checks.
 */
export const KIOSK_COOKIES = { client: 'kioskUser', credential: 'kiosk' } as const;

/** The age gate's answer (spec 1: 'legal', a day). */
export const AGE_GATE_COOKIE = 'legal';

import { createHash, randomBytes } from 'node:crypto';
import { KIOSK_COOKIES } from '#shared/cookies';
import { kioskCredentialClient, putKioskCredential } from '#lib/kiosk/store/credentials';
import { setting } from '#lib/base/config';

// A locked kiosk's credential (docs/client-kiosk-lock.md): 32 random bytes in an httpOnly cookie,
// their SHA-256 in the table. An item rather than an HMAC token: unlocking must end the
// credential everywhere (a copied cookie included), which a signed token cannot do without a
// revocation list, and the platform has no signing secret of its own to share across functions.

/** A year: a kiosk stays locked until staff unlock it, not until a session would end. */
const KIOSK_MAX_SECONDS = 365 * 24 * 3600;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const secure = () => (setting('COOKIE_SECURE') === 'false' ? '' : '; Secure');
export const credentialHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Opens a credential for the client and answers its two cookies. */
export async function lockCookies(clientId: string, lockedBy: string): Promise<string[]> {
  const token = randomBytes(32).toString('base64url');
  await putKioskCredential(
    credentialHash(token),
    clientId,
    lockedBy,
    Math.floor(Date.now() / 1000) + KIOSK_MAX_SECONDS,
  );
  return [
    `${KIOSK_COOKIES.credential}=${token}; Max-Age=${KIOSK_MAX_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure()}`,
    // readable: the web app keeps the browser on the storefront while it is set
    `${KIOSK_COOKIES.client}=${clientId}; Max-Age=${KIOSK_MAX_SECONDS}; Path=/; SameSite=Lax${secure()}`,
  ];
}

export const unlockedCookies = (): string[] => [
  `${KIOSK_COOKIES.credential}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure()}`,
  `${KIOSK_COOKIES.client}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`,
];

/** The credential's hash, for a cookie shaped like one. */
export const credentialOf = (cookies: Record<string, string>): string | undefined => {
  const token = cookies[KIOSK_COOKIES.credential];
  return token && TOKEN.test(token) ? credentialHash(token) : undefined;
};

/** The client the cookies' kiosk credential is for, while it is live. */
export async function kioskClient(cookies: Record<string, string>): Promise<string | undefined> {
  const hash = credentialOf(cookies);
  return hash ? kioskCredentialClient(hash) : undefined;
}

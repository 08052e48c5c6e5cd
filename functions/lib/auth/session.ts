import { SESSION_COOKIE_MS } from '#shared/constants';
import type { SessionUser } from '#shared/schemas/auth';
import { SESSION_COOKIES } from '#shared/cookies';
import type { User } from '#shared/schemas/user';
import { randomBytes } from 'node:crypto';
import type { Tokens } from './cognito-tokens.ts';
import { addSession, replaceSessions } from '#lib/users/store/sessions';
import { setting } from '#lib/base/config';

// The session lives in cookies the API sets: the token, the refresh token and the session id
// httpOnly (script never sees them), and a readable `user` cookie with only what the UI renders.
// 30 hours, path /, and a readable `tokenExpiresAt` with the access token's expiry, by which the
// app renews the session through validateUser before the token runs out. The session id names an entry in the user item's open sessions
// (users/store/sessions.ts): logout and a new password remove entries, and a token presented with a
// removed id is refused, however long the token itself would still be good.

const MAX_AGE = Math.floor(SESSION_COOKIE_MS / 1000);
/** Secure everywhere but the local runtime, which serves plain http on localhost. */
const secure = () => (setting('COOKIE_SECURE') === 'false' ? '' : '; Secure');

export const toSessionUser = (u: User): SessionUser => ({
  _id: u._id,
  email: u.email,
  ...(u.firstName ? { firstName: u.firstName } : {}),
  adminUser: u.adminUser,
  processorUser: u.processorUser,
  dispensaryUser: u.dispensaryUser,
  serviceDataEntry: u.serviceDataEntry,
  serviceReview: u.serviceReview,
  ...(u.clientAssignment ? { clientAssignment: u.clientAssignment } : {}),
  ...(u.passwordExpired ? { passwordExpired: true } : {}),
});

/** The readable cookie the UI renders from (also re-sent when the user's details change). */
export const sessionUserCookie = (user: SessionUser) =>
  `${SESSION_COOKIES.user}=${encodeURIComponent(JSON.stringify(user))}; Max-Age=${MAX_AGE}; Path=/; SameSite=Lax${secure()}`;

/** What the session cookie carries: the user's id (so logout finds the item without a query) and the session id. */
export interface SessionRef {
  userId: string;
  sessionId: string;
}

const SESSION_REF = /^([0-9a-f]{24})\.([0-9a-z]{1,10}\.[A-Za-z0-9_-]{22})$/;

/** The session cookie's parts, or undefined for anything not shaped like one. */
export function readSessionRef(value: string | undefined): SessionRef | undefined {
  const m = value ? SESSION_REF.exec(value) : null;
  return m ? { userId: m[1]!, sessionId: m[2]! } : undefined;
}

const newSessionId = () => `${Math.floor(Date.now() / 1000).toString(36)}.${randomBytes(16).toString('base64url')}`;

/**
 * Opens a session for a user who just proved who they are, and answers its cookies. `only` ends
 * every other session of the user (a new password).
 */
export async function openSession(user: User, tokens: Tokens, opts: { only?: boolean } = {}): Promise<string[]> {
  const sessionId = newSessionId();
  if (opts.only) await replaceSessions(user._id, sessionId);
  else await addSession(user, sessionId);
  return sessionCookies(tokens, toSessionUser(user), { userId: user._id, sessionId });
}

/** The token's `exp` claim, read without a check: the token was just minted by the pool for this answer. */
function tokenExpiry(token: string): number | undefined {
  try {
    const exp: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

export function sessionCookies(tokens: Tokens, user: SessionUser, ref: SessionRef): string[] {
  const exp = tokenExpiry(tokens.accessToken);
  const cookies = [
    `${SESSION_COOKIES.token}=${tokens.accessToken}; Max-Age=${MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${secure()}`,
    `${SESSION_COOKIES.session}=${ref.userId}.${ref.sessionId}; Max-Age=${MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${secure()}`,
    sessionUserCookie(user),
    ...(exp ? [`${SESSION_COOKIES.tokenExpiresAt}=${exp}; Max-Age=${MAX_AGE}; Path=/; SameSite=Lax${secure()}`] : []),
  ];
  // the refresh token only ever travels to the authentication routes
  if (tokens.refreshToken)
    cookies.push(
      `${SESSION_COOKIES.refresh}=${tokens.refreshToken}; Max-Age=${MAX_AGE}; Path=/api/authentication; HttpOnly; SameSite=Strict${secure()}`,
    );
  return cookies;
}

/** Logout: every session cookie and the age-gate cookie (spec 1 section 4). */
export const clearedCookies = (): string[] => [
  `${SESSION_COOKIES.token}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure()}`,
  `${SESSION_COOKIES.session}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure()}`,
  `${SESSION_COOKIES.user}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`,
  `${SESSION_COOKIES.tokenExpiresAt}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`,
  `${SESSION_COOKIES.refresh}=; Max-Age=0; Path=/api/authentication; HttpOnly; SameSite=Strict${secure()}`,
  `legal=; Max-Age=0; Path=/; SameSite=Lax${secure()}`,
];

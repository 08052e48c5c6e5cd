import { SESSION_COOKIE_MS } from '#shared/constants';
import { SESSION_COOKIES, type SessionUser } from '#shared/schemas/auth';
import type { User } from '#shared/schemas/user';
import type { Tokens } from './cognito-auth.ts';

// The session lives in cookies the API sets: the token and refresh token httpOnly (script never
// sees them), and a readable `user` cookie with only what the UI renders. 30 hours, path /.

const MAX_AGE = Math.floor(SESSION_COOKIE_MS / 1000);
/** Secure everywhere but the local runtime, which serves plain http on localhost. */
const secure = () => (process.env.COOKIE_SECURE === 'false' ? '' : '; Secure');

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

export function sessionCookies(tokens: Tokens, user: SessionUser): string[] {
  const cookies = [
    `${SESSION_COOKIES.token}=${tokens.accessToken}; Max-Age=${MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${secure()}`,
    sessionUserCookie(user),
  ];
  // the refresh token only ever travels to the authentication routes
  if (tokens.refreshToken)
    cookies.push(`${SESSION_COOKIES.refresh}=${tokens.refreshToken}; Max-Age=${MAX_AGE}; Path=/api/authentication; HttpOnly; SameSite=Strict${secure()}`);
  return cookies;
}

/** Logout: every session cookie and the age-gate cookie (spec 1 section 4). */
export const clearedCookies = (): string[] => [
  `${SESSION_COOKIES.token}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure()}`,
  `${SESSION_COOKIES.user}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`,
  `${SESSION_COOKIES.refresh}=; Max-Age=0; Path=/api/authentication; HttpOnly; SameSite=Strict${secure()}`,
  `legal=; Max-Age=0; Path=/; SameSite=Lax${secure()}`,
];

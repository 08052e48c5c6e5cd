import * as authentication from '#shared/routes/authentication';
import { httpRoute, reply } from '#lib/http';
import { clearedCookies } from '#lib/session';

/** The session cookies are httpOnly, so only the API can clear them (with the age-gate cookie). */
export const handler = httpRoute(authentication.logout, async () => reply({ error: false as const }, clearedCookies()));

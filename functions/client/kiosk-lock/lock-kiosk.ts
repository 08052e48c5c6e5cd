import * as companyMessages from '#shared/messages/client/companies';
import * as messages from '#shared/messages/client/kiosk-lock';
import * as kioskLock from '#shared/routes/client/kiosk-lock';
import { SESSION_COOKIES } from '#shared/cookies';
import { parseCookies } from '#lib/auth/cookies';
import { clearedCookies, readSessionRef } from '#lib/auth/session';
import { getClient } from '#lib/clients/store';
import { getKioskPinHash } from '#lib/kiosk/store/settings';
import { endSession } from '#lib/users/store/sessions';
import { lockCookies } from '#lib/kiosk/credential';
import { forbidden, notFound } from '#lib/base/errors';
import { reply } from '#lib/runtime/http';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * 'Lock as Kiosk' (spec 3): a Pro company with a PIN only, since only the PIN unlocks it again.
 * The kiosk is not a signed-in user: the member's session in this browser ends (as a logout does,
 * the age gate kept), and the browser carries the kiosk's own credential instead.
 */
export const handler = securedRoute(kioskLock.lockKiosk, async ({ params, caller, event }) => {
  const client = await getClient(params.clientId, true);
  if (!client) throw notFound(companyMessages.companyNotFound);
  if (!client.premiumEnabled) throw forbidden(messages.proOnly);
  if (!(await getKioskPinHash(client._id))) throw forbidden(messages.noPin);
  const kiosk = await lockCookies(client._id, caller.user._id);
  const ref = readSessionRef(parseCookies(event.cookies, event.headers.cookie)[SESSION_COOKIES.session]);
  if (ref) await endSession(ref.userId, ref.sessionId);
  const signedOut = clearedCookies().filter((c) => !c.startsWith('legal='));
  return reply({ error: false as const, clientId: client._id }, [...signedOut, ...kiosk]);
});

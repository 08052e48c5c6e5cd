import * as messages from '#shared/messages/client/kiosk-lock';
import * as kioskLock from '#shared/routes/client/kiosk-lock';
import { parseCookies } from '#lib/auth/cookies';
import { beginTry, clearTries, recordWrongPin } from '#lib/kiosk/store/unlock-tries';
import { deleteKioskCredential } from '#lib/kiosk/store/credentials';
import { credentialOf, unlockedCookies } from '#lib/kiosk/credential';
import { checkKioskPin } from '#lib/kiosk/pin';
import { badRequest, httpError } from '#lib/base/errors';
import { reply } from '#lib/runtime/http';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The kiosk's PIN dialog (spec 3): only the locked kiosk of this client may try a PIN (the
 * access rule), one try at a time, with a wait that grows with wrong PINs. The right PIN ends this
 * browser's kiosk credential and clears both kiosk cookies; staff then sign in again.
 */
export const handler = securedRoute(kioskLock.unlockKiosk, async ({ params, body, event }) => {
  const now = Math.floor(Date.now() / 1000);
  const wait = await beginTry(params.clientId, now);
  if (wait) throw httpError(429, messages.pinLockedFor(waitText(wait)));
  if (!(await checkKioskPin(params.clientId, body.pin))) {
    await recordWrongPin(params.clientId, now);
    throw badRequest(messages.incorrectPin);
  }
  await clearTries(params.clientId);
  const hash = credentialOf(parseCookies(event.cookies, event.headers.cookie));
  if (hash) await deleteKioskCredential(hash, params.clientId);
  return reply({ error: false as const }, unlockedCookies());
});

/** '1 minute', '25 minutes', '3 hours': rounded up, so staff never try too early. */
function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

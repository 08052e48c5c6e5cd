import * as messages from '#shared/messages/client/kiosk-lock';
import * as kioskLock from '#shared/routes/client/kiosk-lock';
import { parseCookies } from '#lib/auth/cookies';
import { clientIp, rateLimit } from '#lib/auth/rate-limit';
import { deleteKioskCredential } from '#lib/db/kiosk-credentials';
import { credentialOf, unlockedCookies } from '#lib/kiosk/credential';
import { checkKioskPin } from '#lib/kiosk/pin';
import { badRequest } from '#lib/runtime/errors';
import { httpRoute, reply } from '#lib/runtime/http';

// A PIN has 10,000 values: at 10 tries per client in 15 minutes a search takes weeks, and staff
// who mistype still get several tries. The address limit keeps one tablet from trying many stores.
const PER_CLIENT = { max: 10, windowSeconds: 900 };
const PER_ADDRESS = { max: 20, windowSeconds: 900 };

/**
 * The kiosk's PIN dialog (spec 3): checked here, never in the browser. The right PIN ends this
 * browser's kiosk credential and clears both kiosk cookies; staff then sign in again.
 */
export const handler = httpRoute(kioskLock.unlockKiosk, async ({ params, body, event }) => {
  const ip = clientIp(event.headers, event.requestContext.http.sourceIp);
  await rateLimit(
    { key: `kiosk-unlock:client:${params.clientId}`, ...PER_CLIENT },
    { key: `kiosk-unlock:ip:${ip}`, ...PER_ADDRESS },
  );
  if (!(await checkKioskPin(params.clientId, body.pin))) throw badRequest(messages.incorrectPin);
  const hash = credentialOf(parseCookies(event.cookies, event.headers.cookie));
  if (hash) await deleteKioskCredential(hash, params.clientId);
  return reply({ error: false as const }, unlockedCookies());
});

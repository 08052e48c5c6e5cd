import * as companyMessages from '#shared/messages/client/companies';
import * as kioskMessages from '#shared/messages/client/kiosk-settings';
import * as kioskSettings from '#shared/routes/client/kiosk-settings';
import { getClient } from '#lib/clients/store';
import { saveKioskSettings, type PinChange } from '#lib/kiosk/store/settings';
import { hashPin } from '#lib/base/pin-hash';
import { conflict, forbidden, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Saves Manage Your Kiosk (spec 2 §2): Pro companies only (spec 2 §6: premium clients get Kiosk
 * Settings). A new PIN is stored as its scrypt hash; the answer says only whether one is set.
 */
export const handler = securedRoute(kioskSettings.saveKioskSettings, async ({ params, body }) => {
  const client = await getClient(params.clientId, true);
  if (!client) throw notFound(companyMessages.companyNotFound);
  if (!client.premiumEnabled) throw forbidden(kioskMessages.proOnly);
  const pin: PinChange =
    body.pin === undefined
      ? { keep: client.kioskConfig?.pinSet ?? false }
      : body.pin === ''
        ? { clear: true }
        : { set: await hashPin(body.pin) };
  const r = await saveKioskSettings(client._id, body.cartEnabled, pin);
  if (r === 'notPro') throw forbidden(kioskMessages.proOnly);
  if (r === 'changed') throw conflict(kioskMessages.changedMeanwhile);
  return { error: false as const, kioskConfig: { cartEnabled: body.cartEnabled, pinSet: r.pinSet } };
});

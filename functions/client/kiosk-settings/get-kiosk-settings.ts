import * as companyMessages from '#shared/messages/client/companies';
import * as kioskSettings from '#shared/routes/client/kiosk-settings';
import { getClient } from '#lib/clients/store';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** Manage Your Kiosk's form: the cart switch and whether a PIN is set. */
export const handler = securedRoute(kioskSettings.getKioskSettings, async ({ params }) => {
  const client = await getClient(params.clientId);
  if (!client) throw notFound(companyMessages.companyNotFound);
  return { error: false as const, kioskConfig: client.kioskConfig ?? { cartEnabled: false, pinSet: false } };
});

import * as client from '#shared/routes/client/distributions';
import { kioskSaved } from '#lib/distributions/view';
import { setStoreKiosk } from '#lib/distributions/store';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * A store's kiosk fields of one product it carries, replaced as a whole: one update conditional on
 * the entry being approved, under the path's company's key (docs/kiosk.md 'The store's kiosk fields').
 */
export const handler = securedRoute(client.setInventoryKiosk, async ({ params, body, caller }) => ({
  error: false as const,
  product: params.id,
  kiosk: kioskSaved(await setStoreKiosk(params.id, params.clientId, body, new Date().toISOString(), caller.user._id)),
}));

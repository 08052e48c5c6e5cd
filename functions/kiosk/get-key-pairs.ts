import * as storefront from '#shared/routes/kiosk/storefront';
import { keyPairsOf, storeOf } from '#lib/kiosk/storefront';
import { httpRoute } from '#lib/runtime/http';

/** Product id → updatedAt for the whole inventory the store shows: the idle refresh compares it. */
export const handler = httpRoute(storefront.getKioskKeyPairs, async ({ params }) => ({
  keyPairs: await keyPairsOf(await storeOf(params.clientId)),
}));

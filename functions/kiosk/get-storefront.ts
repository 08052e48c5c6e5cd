import { CATEGORY_CHIPS } from '#shared/kiosk';
import * as storefront from '#shared/routes/kiosk/storefront';
import { storeOf } from '#lib/kiosk/storefront';
import { httpRoute } from '#lib/runtime/http';

/** The store's facts the storefront needs: its name, plan, loyalty, cart switch and the category chips. */
export const handler = httpRoute(storefront.getStorefront, async ({ params }) => {
  const client = await storeOf(params.clientId);
  const premiumEnabled = client.premiumEnabled === true;
  return {
    _id: client._id,
    name: client.name,
    premiumEnabled,
    loyaltyEnabled: client.loyaltyEnabled === true,
    cartEnabled: client.kioskConfig?.cartEnabled ?? false,
    lockable: premiumEnabled && client.kioskConfig?.pinSet === true,
    categories: CATEGORY_CHIPS,
  };
});

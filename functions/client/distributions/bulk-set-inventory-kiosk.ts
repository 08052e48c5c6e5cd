import * as client from '#shared/routes/client/distributions';
import { kioskFailure } from '#lib/distributions/view';
import { patchStoreKiosk } from '#lib/distributions/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** Writes at once: enough to finish 100 products quickly without a burst the table would throttle. */
const AT_ONCE = 10;

/**
 * The Kiosk Inventory's bulk edit: the same change to each product, each its own conditional
 * update (a product the store stopped carrying meanwhile fails alone), all with one time so the
 * kiosk's next refresh sees them together.
 */
export const handler = securedRoute(client.bulkSetInventoryKiosk, async ({ params, body, caller }) => {
  const at = new Date().toISOString();
  const ids = [...new Set(body.ids)];
  const results = [];
  for (let i = 0; i < ids.length; i += AT_ONCE) {
    results.push(
      ...(await Promise.all(
        ids.slice(i, i + AT_ONCE).map(async (product) => {
          const r = await patchStoreKiosk(product, params.clientId, body.set, at, caller.user._id);
          return r.saved
            ? { product, ok: true as const, kiosk: r.kiosk }
            : { product, ok: false as const, errorMessage: kioskFailure(r).message };
        }),
      )),
    );
  }
  return { error: false as const, results };
});

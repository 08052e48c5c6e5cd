import * as client from '#shared/routes/client/brands';
import { putBrand } from '#lib/brands/store';
import { brandFromForm } from '#lib/brands/form';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/** A new brand of the client in the path (its producer), whoever of its members or admins saves it. */
export const handler = securedRoute(client.createBrand, async ({ params, body }) => {
  const now = new Date().toISOString();
  const brand = await brandFromForm(body, { _id: newId(), producer: params.clientId, createdAt: now, updatedAt: now });
  await putBrand(brand);
  return { error: false as const, brand };
});

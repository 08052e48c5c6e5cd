import * as admin from '#shared/routes/admin/clients';
import type { Client } from '#shared/schemas/catalog';
import { createClient, toRow } from '#lib/clients/store/client-admin';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/** POST entity (/admin/addclient): a new free company with no member yet; members claim it or an admin sets one. */
export const handler = securedRoute(admin.createEntity, async ({ body }) => {
  const now = new Date().toISOString();
  const entity: Client = {
    _id: newId(),
    name: body.name,
    type: body.type,
    ...(body.licenseNumber ? { licenseNumber: body.licenseNumber } : {}),
    premiumEnabled: false,
    premiumLevel: 'free',
    loyaltyEnabled: false,
    createdAt: now,
    updatedAt: now,
  };
  await createClient(entity);
  return { error: false as const, entity: toRow(entity) };
});

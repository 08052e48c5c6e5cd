import * as client from '#shared/routes/client/options';
import { allClients } from '#lib/db/key-pairs';
import { securedRoute } from '#lib/runtime/secured-route';

/** Spec 2 `clientList`: every company, by name (id and name only). */
export const handler = securedRoute(client.clientList, async () => ({
  error: false as const,
  options: await allClients(),
}));

import * as client from '#shared/routes/client/options';
import { allClients } from '#lib/clients/store/option-lists';
import { securedRoute } from '#lib/runtime/secured-route';

/** Spec 2 `clientList`: every company, by name (id and name only). */
export const handler = securedRoute(client.clientList, async () => ({
  error: false as const,
  options: await allClients(),
}));

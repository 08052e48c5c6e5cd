import * as client from '#shared/routes/client/options';
import { clientsOfType } from '#lib/clients/store/option-lists';
import { securedRoute } from '#lib/runtime/secured-route';

/** Spec 2 `client/keypairs/labs`: the compliance labs, by name. */
export const handler = securedRoute(client.labKeypairs, async () => ({
  error: false as const,
  options: await clientsOfType('lab'),
}));

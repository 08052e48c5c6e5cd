import * as client from '#shared/routes/client/options';
import { clientsOfType } from '#lib/clients/store/option-lists';
import { securedRoute } from '#lib/runtime/secured-route';

/** Spec 2 `producers`: the producer/processor companies, by name. */
export const handler = securedRoute(client.producerList, async () => ({
  error: false as const,
  options: await clientsOfType('producer'),
}));

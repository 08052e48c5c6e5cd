import * as commonMessages from '#shared/messages/common';
import { isAdmin } from '#shared/roles';
import * as client from '#shared/routes/client/options';
import { brandsOfClient } from '#lib/clients/store/option-lists';
import { forbidden } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Spec 2 `client/{id}/keypairs/brands`: the brands a product of client `id` may carry. A member
 * asks for its own client's (the path's); only an admin may name another.
 */
export const handler = securedRoute(client.brandKeypairs, async ({ params, caller }) => {
  if (params.id !== params.clientId && !isAdmin(caller.user)) throw forbidden(commonMessages.forbidden);
  return { error: false as const, options: await brandsOfClient(params.id) };
});

import * as pro from '#shared/routes/client/pro';
import { clientProRequests } from '#lib/clients/store/pro-requests';
import { securedRoute } from '#lib/runtime/secured-route';

/** What the company has asked for already, one request per plan. */
export const handler = securedRoute(pro.getClientProRequests, async ({ params }) => ({
  error: false as const,
  requests: await clientProRequests(params.clientId),
}));

import * as pro from '#shared/routes/client/pro';
import { listProRequests } from '#lib/clients/store/pro-requests';
import { securedRoute } from '#lib/runtime/secured-route';

/** Every company's Pro requests for the admins, newest first. */
export const handler = securedRoute(pro.listProRequests, async ({ query }) => ({
  error: false as const,
  ...(await listProRequests(Number(query.limit ?? 20), query.cursor)),
}));

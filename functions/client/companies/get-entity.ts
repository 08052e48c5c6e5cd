import * as companyMessages from '#shared/messages/client/companies';
import * as companies from '#shared/routes/client/companies';
import { getClient } from '#lib/clients/store';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** The company as its members (and admins) see it; the API secret is not part of it. */
export const handler = securedRoute(companies.getEntity, async ({ params }) => {
  const entity = await getClient(params.clientId);
  if (!entity) throw notFound(companyMessages.companyNotFound);
  return { error: false as const, entity };
});

import * as companyMessages from '#shared/messages/client/companies';
import * as coaService from '#shared/routes/client/coa-service';
import { getClient } from '#lib/clients/store';
import { coaMonth, coasUsed } from '#lib/pipeline/store/coa-service';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** The wizard's header: whether the service is on, the company's monthly limit and what is used of it. */
export const handler = securedRoute(coaService.getCoaUsage, async ({ params }) => {
  const client = await getClient(params.clientId);
  if (!client) throw notFound(companyMessages.companyNotFound);
  const month = coaMonth(new Date());
  return {
    error: false as const,
    enabled: client.coaDataEntryService?.enabled ?? false,
    serviceLimit: client.coaDataEntryService?.serviceLimit ?? 0,
    month,
    used: await coasUsed(client._id, month),
  };
});

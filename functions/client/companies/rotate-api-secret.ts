import * as companyMessages from '#shared/messages/client/companies';
import * as companies from '#shared/routes/client/companies';
import { newCredentials, rotateSecret, secretItem } from '#lib/clients/store/api-secrets';
import { getClient } from '#lib/clients/store';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** A new API key and secret for the company: the old pair stops working at once. */
export const handler = securedRoute(companies.rotateApiSecret, async ({ params }) => {
  if (!(await getClient(params.clientId))) throw notFound(companyMessages.companyNotFound);
  const { apiKey, apiSecret } = newCredentials();
  await rotateSecret(await secretItem(params.clientId, apiKey, apiSecret, new Date().toISOString()));
  return { error: false as const, apiKey, apiSecret };
});

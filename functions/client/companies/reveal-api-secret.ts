import * as companyMessages from '#shared/messages/client/companies';
import * as companies from '#shared/routes/client/companies';
import { revealSecret } from '#lib/clients/store/api-secrets';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** The API key with its secret, unsealed for the member who clicked to reveal it. */
export const handler = securedRoute(companies.revealApiSecret, async ({ params }) => {
  const credentials = await revealSecret(params.clientId);
  if (!credentials) throw notFound(companyMessages.apiSecretMissing);
  return { error: false as const, ...credentials };
});

import * as companies from '#shared/routes/client/companies';
import { pendingClaims } from '#lib/clients/store/claims';
import { securedRoute } from '#lib/runtime/secured-route';

/** The company's claims waiting for an answer, newest first, paged. */
export const handler = securedRoute(companies.getClaims, async ({ params, query }) => {
  const page = await pendingClaims(params.clientId, Number(query.limit ?? 20), query.cursor);
  return { error: false as const, ...page };
});

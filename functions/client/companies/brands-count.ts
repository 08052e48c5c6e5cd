import * as companies from '#shared/routes/client/companies';
import { readCount } from '#lib/db/counts';
import { securedRoute } from '#lib/runtime/secured-route';

/** The company's count of brands, kept by the count-client-items stream worker (one read, never a count). */
export const handler = securedRoute(companies.brandsCount, async ({ params }) => ({
  error: false as const,
  count: await readCount(params.clientId, 'brands'),
}));

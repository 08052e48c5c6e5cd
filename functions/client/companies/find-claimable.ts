import * as companies from '#shared/routes/client/companies';
import { clientOptionsById, findClientsByName } from '#lib/clients/store/client-options';
import { securedRoute } from '#lib/runtime/secured-route';

/** Only producers and dispensaries are claimed (spec 2: the two business client types). */
const CLAIMABLE_TYPES = ['producer', 'dispensary'] as const;
const MATCHES_PER_TYPE = 10;

/** Companies a business user may claim, by the start of the name or by id: name, type and licence, nothing else. */
export const handler = securedRoute(companies.findClaimable, async ({ query }) => {
  const found = query.id
    ? [...(await clientOptionsById([query.id])).values()]
    : query.name
      ? (await Promise.all(CLAIMABLE_TYPES.map((t) => findClientsByName(t, query.name!, MATCHES_PER_TYPE)))).flat()
      : [];
  return {
    error: false as const,
    companies: found
      .filter((c) => (CLAIMABLE_TYPES as readonly string[]).includes(c.type))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ _id, name, type, licenseNumber }) => ({ _id, name, type, ...(licenseNumber ? { licenseNumber } : {}) })),
  };
});

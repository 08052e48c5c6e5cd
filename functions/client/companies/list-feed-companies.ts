import * as companies from '#shared/routes/client/companies';
import { clientsOfType } from '#lib/clients/store/option-lists';
import { securedRoute } from '#lib/runtime/secured-route';

/** The companies that may send results through the lab API: labs and integrators, by name. */
export const handler = securedRoute(companies.feedCompanies, async () => {
  const [labs, integrators] = await Promise.all([clientsOfType('lab'), clientsOfType('integrator')]);
  return {
    error: false as const,
    companies: [
      ...labs.map((c) => ({ ...c, type: 'lab' as const })),
      ...integrators.map((c) => ({ ...c, type: 'integrator' as const })),
    ].sort((a, b) => a.name.localeCompare(b.name)),
  };
});

import { STRAIN_NAMES, STRAIN_NOT_AVAILABLE } from '#shared/constants';
import * as client from '#shared/routes/client/options';
import { securedRoute } from '#lib/runtime/secured-route';

/** Spec 2 `strainList`: 'Not Available' (the default) first, then the strains by name. */
export const handler = securedRoute(client.strainList, async () => ({
  error: false as const,
  strains: [STRAIN_NOT_AVAILABLE, ...[...STRAIN_NAMES].sort((a, b) => a.localeCompare(b))],
}));

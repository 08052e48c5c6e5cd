import * as pipeline from '#shared/routes/service/pipeline';
import { clientsOfType } from '#lib/clients/store/option-lists';
import { securedRoute } from '#lib/runtime/secured-route';

/** The compliance labs, by name: the pipeline form's Lab Source. */
export const handler = securedRoute(pipeline.serviceLabs, async () => ({
  error: false as const,
  options: await clientsOfType('lab'),
}));

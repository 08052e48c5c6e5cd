import * as client from '#shared/routes/client/distributions';
import { dispensaryOption } from '#lib/distributions/view';
import { listClientOptions } from '#lib/clients/store/client-options';
import { securedRoute } from '#lib/runtime/secured-route';

/** The producer's choice of dispensaries (spec 2 'Dispensary option'), by name, a page at a time. */
export const handler = securedRoute(client.listDispensaries, async ({ query }) => {
  const page = await listClientOptions('dispensary', query.limit, query.cursor);
  return { dispensaries: page.items.map(dispensaryOption), nextCursor: page.nextCursor };
});

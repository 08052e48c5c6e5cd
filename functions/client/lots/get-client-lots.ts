import * as client from '#shared/routes/client/lots';
import { lotRows } from '#lib/lots/client-lot';
import { listClientLots } from '#lib/lots/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** Parent/Test Lots and Manage Shipments (spec 2 §7 `lots`): one lot type, newest change first, a page at a time. */
export const handler = securedRoute(client.getClientLots, async ({ params, query }) => {
  const page = await listClientLots(params.clientId, query.lotType, {
    limit: query.limit,
    cursor: query.cursor,
    current: query.current === 'true',
    tested: query.tested === 'true',
  });
  return { error: false as const, lots: await lotRows(page.items), nextCursor: page.nextCursor };
});

import * as admin from '#shared/routes/admin/lots';
import { listLotsForAdmin } from '#lib/lots/store';
import { adminLotRows } from '#lib/lots/admin-rows';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The admin lot table (spec 3 lots): a page of lots with their processing status, by status or by
 * client, optionally searched by lot id; each with its product, strain and certificate files.
 */
export const handler = securedRoute(admin.adminGetLots, async ({ query }) => {
  const page = await listLotsForAdmin({
    limit: query.limit,
    cursor: query.cursor,
    status: query.status,
    client: query.client,
    lotType: query.lotType,
    newestFirst: query.dir === 'desc',
    search: query.q,
  });
  return { error: false as const, lots: await adminLotRows(page.items), nextCursor: page.nextCursor };
});

import * as admin from '#shared/routes/admin/products';
import { listTransfers, transferView } from '#lib/transfers/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** The transfers, newest first, a page at a time. */
export const handler = securedRoute(admin.listProductTransfers, async ({ query }) => {
  const page = await listTransfers(query.limit, query.cursor);
  return { error: false as const, transfers: page.items.map(transferView), nextCursor: page.nextCursor };
});

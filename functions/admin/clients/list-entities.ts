import * as admin from '#shared/routes/admin/clients';
import { listClientsPage, withAdminEmails } from '#lib/clients/store/client-admin';
import { securedRoute } from '#lib/runtime/secured-route';

/** entitys (/admin/clients): a page of companies, last changed first, optionally by part of the name. */
export const handler = securedRoute(admin.listEntities, async ({ query }) => {
  const page = await listClientsPage(Number(query.limit ?? 10), query.cursor, query.name || undefined);
  return { error: false as const, entities: await withAdminEmails(page.clients), nextCursor: page.nextCursor };
});

import * as admin from '#shared/routes/admin/products';
import { listClientOptions } from '#lib/clients/store/client-options';
import { securedRoute } from '#lib/runtime/secured-route';

/** Every producer company by name, the owner choice of the admin product table (whole pages of 1,000). */
export const handler = securedRoute(admin.adminProductOwners, async () => {
  const owners: { _id: string; name: string }[] = [];
  let cursor: string | undefined;
  do {
    const page = await listClientOptions('producer', 1000, cursor);
    owners.push(...page.items.map((c) => ({ _id: c._id, name: c.name })));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { error: false as const, owners };
});

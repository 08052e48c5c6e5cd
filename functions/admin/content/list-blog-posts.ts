import * as admin from '#shared/routes/admin/content';
import { listAdminBlogPosts } from '#lib/blog/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** Every post, whatever its state, last changed first: 20 a page unless asked. */
export const handler = securedRoute(admin.listAdminBlogPosts, async ({ query }) => ({
  error: false as const,
  ...(await listAdminBlogPosts(query.limit ?? 20, query.cursor)),
}));

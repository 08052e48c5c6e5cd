import * as messages from '#shared/messages/admin/content';
import * as admin from '#shared/routes/admin/content';
import { getBlogPost } from '#lib/blog/store';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** One post, published or not, for its editor. */
export const handler = securedRoute(admin.getAdminBlogPost, async ({ params }) => {
  const post = await getBlogPost(params.id);
  if (!post) throw notFound(messages.postNotFound);
  return { error: false as const, post };
});

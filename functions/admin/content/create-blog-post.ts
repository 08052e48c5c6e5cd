import { sanitizeHtml } from '#shared/sanitize-html';
import * as admin from '#shared/routes/admin/content';
import { excerptOf } from '#lib/blog/excerpt';
import { checkFeaturedImage } from '#lib/blog/featured-image';
import { createBlogPost } from '#lib/blog/store';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/** A new post, its HTML sanitised before it is kept (and again on the way out to the public). */
export const handler = securedRoute(admin.createBlogPost, async ({ body }) => {
  await checkFeaturedImage(body.featured_image);
  const content = sanitizeHtml(body.content);
  const post = {
    ...body,
    id: newId(),
    content,
    excerpt: excerptOf(content),
    version: 1,
    updatedAt: new Date().toISOString(),
  };
  await createBlogPost(post);
  return { error: false as const, post };
});

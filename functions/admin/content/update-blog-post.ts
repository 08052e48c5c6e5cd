import { sanitizeHtml } from '#shared/sanitize-html';
import * as messages from '#shared/messages/admin/content';
import * as admin from '#shared/routes/admin/content';
import { excerptOf } from '#lib/blog/excerpt';
import { checkFeaturedImage } from '#lib/blog/featured-image';
import { getBlogPost, saveBlogPost } from '#lib/blog/store';
import { isConditionFailure } from '#lib/table/dynamodb';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** Saves an edit on the version the admin opened: a save on an older one answers 409 and changes nothing. */
export const handler = securedRoute(admin.updateBlogPost, async ({ params, body }) => {
  const { version, ...fields } = body;
  const before = await getBlogPost(params.id);
  if (!before) throw notFound(messages.postNotFound);
  if (before.version !== version) throw conflict(messages.changedMeanwhile);
  await checkFeaturedImage(fields.featured_image);
  const content = sanitizeHtml(fields.content);
  const post = {
    ...fields,
    id: params.id,
    content,
    excerpt: excerptOf(content),
    version: version + 1,
    updatedAt: new Date().toISOString(),
  };
  try {
    await saveBlogPost(post, version);
  } catch (e) {
    if (isConditionFailure(e)) throw conflict(messages.changedMeanwhile);
    throw e;
  }
  return { error: false as const, post };
});

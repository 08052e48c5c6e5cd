import * as messages from '#shared/messages/admin/content';
import * as admin from '#shared/routes/admin/content';
import { deleteBlogPostAt, getBlogPost } from '#lib/blog/store';
import { isConditionFailure } from '#lib/table/dynamodb';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** Deletes a post at the version the admin saw (an edit made meanwhile keeps it: 409). */
export const handler = securedRoute(admin.deleteBlogPost, async ({ params, query }) => {
  const before = await getBlogPost(params.id);
  if (!before) throw notFound(messages.postNotFound);
  try {
    await deleteBlogPostAt(params.id, query.version);
  } catch (e) {
    if (isConditionFailure(e)) throw conflict(messages.changedMeanwhile);
    throw e;
  }
  return { error: false as const, deleted: params.id };
});

import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BlogPost } from '#shared/schemas/blog';
import type { AdminBlogPost } from '#shared/schemas/admin-content';
import { batchPut, ddb, stripKeys, tableName } from '#lib/table/dynamodb';
import { newestFirstPage } from '#lib/table/newest-first-page';
import { ADMIN_BLOG_POSTS, ALL_BLOG_POSTS, blogPostKey } from '#lib/blog/keys';

// Blog posts: BLOG#<id>. The public list reads the BLOGS partition of gsi3 up to now, newest first
// (a scheduled post sorts after now, so it appears by itself when its time comes: no worker, no
// drift beyond the public read's 5 s cache); an unpublished post has no gsi3 keys. The admin list
// reads every post from BLOGS#ADMIN on gsi1. Never a Scan.

const itemOf = (p: AdminBlogPost) => ({
  ...p,
  ...blogPostKey(p.id),
  entity: 'blogPost',
  gsi1pk: ADMIN_BLOG_POSTS,
  gsi1sk: `${p.updatedAt}#${p.id}`,
  ...(p.published && { gsi3pk: ALL_BLOG_POSTS, gsi3sk: `${p.publishedAt}#${p.id}` }),
});

const publishedItem = (p: BlogPost) => itemOf({ ...p, published: true, version: 1, updatedAt: p.publishedAt });

/** A post published as it stands (the tests'). */
export async function putBlogPost(p: BlogPost): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName(), Item: publishedItem(p) }));
}

/** Posts published as they stand, in batches (the demo seed). */
export const putBlogPosts = (ps: readonly BlogPost[]) => batchPut(ps.map(publishedItem));

/** A new post; a retried create with the same id changes nothing. */
export async function createBlogPost(p: AdminBlogPost): Promise<void> {
  await ddb.send(
    new PutCommand({ TableName: tableName(), Item: itemOf(p), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

/** Replaces the post if it is still at `version` (a ConditionalCheckFailedException otherwise). */
export async function saveBlogPost(p: AdminBlogPost, version: number): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: itemOf(p),
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': version },
    }),
  );
}

/** Deletes the post if it is still at `version`. */
export async function deleteBlogPostAt(id: string, version: number): Promise<void> {
  await ddb.send(
    new DeleteCommand({
      TableName: tableName(),
      Key: blogPostKey(id),
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': version },
    }),
  );
}

export async function getBlogPost(id: string): Promise<AdminBlogPost | undefined> {
  const r = await ddb.send(new GetCommand({ TableName: tableName(), Key: blogPostKey(id), ConsistentRead: true }));
  return r.Item && stripKeys<AdminBlogPost>(r.Item);
}

export async function listAdminBlogPosts(
  limit: number,
  cursor?: string,
): Promise<{ posts: AdminBlogPost[]; nextCursor: string | null }> {
  const page = await newestFirstPage(ADMIN_BLOG_POSTS, limit, cursor);
  return { posts: page.items.map((i) => stripKeys<AdminBlogPost>(i)), nextCursor: page.nextCursor };
}

/** The posts public at `now`, newest first. */
export async function listBlogPosts(now: string, limit = 50): Promise<BlogPost[]> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      // '~' sorts after '#', so a post published at exactly `now` is in
      KeyConditionExpression: 'gsi3pk = :p AND gsi3sk <= :now',
      ExpressionAttributeValues: { ':p': ALL_BLOG_POSTS, ':now': `${now}~` },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (r.Items ?? []).map((i) => {
    const p = stripKeys<AdminBlogPost>(i);
    return {
      id: p.id,
      title: p.title,
      content: p.content,
      excerpt: p.excerpt,
      publishedAt: p.publishedAt,
      ...(p.featured_image && { featured_image: p.featured_image }),
    };
  });
}

import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BlogPost } from '#shared/schemas/blog';
import { ddb, stripKeys, tableName } from '#lib/table/dynamodb';
import { ALL_BLOG_POSTS, blogPostKey } from '#lib/blog/keys';

// Blog posts: BLOG#<id>, listed newest first from the BLOGS partition of gsi3 (never a Scan).

export async function putBlogPost(p: BlogPost): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...p,
        ...blogPostKey(p.id),
        entity: 'blogPost',
        gsi3pk: ALL_BLOG_POSTS,
        gsi3sk: `${p.publishedAt}#${p.id}`,
      },
    }),
  );
}

export async function listBlogPosts(limit = 50): Promise<BlogPost[]> {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :p',
      ExpressionAttributeValues: { ':p': ALL_BLOG_POSTS },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (r.Items ?? []).map((i) => stripKeys<BlogPost>(i));
}

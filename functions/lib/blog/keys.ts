import { META } from '#lib/table/dynamodb';

export const blogPostKey = (id: string) => ({ pk: `BLOG#${id}`, sk: META });

/** gsi3: every post, newest first. */
export const ALL_BLOG_POSTS = 'BLOGS';

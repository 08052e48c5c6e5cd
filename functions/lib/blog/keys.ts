import { META } from '#lib/table/dynamodb';

export const blogPostKey = (id: string) => ({ pk: `BLOG#${id}`, sk: META });

/** gsi3: the published posts by publishedAt (scheduled ones sort after now and are not read yet). */
export const ALL_BLOG_POSTS = 'BLOGS';

/** gsi1: every post, whatever its state, last changed first (the admin list). */
export const ADMIN_BLOG_POSTS = 'BLOGS#ADMIN';

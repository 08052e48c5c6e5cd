import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { blogPostBodySchema } from '#shared/schemas/admin-content';
import { call } from '#web/api/client.ts';

// The admin CannaTalk calls (docs/admin-content.md).

export const ADMIN_BLOG_KEY = 'admin-blog';
export const BLOG_PAGE_SIZE = 20;

export type BlogPostBody = z.infer<typeof blogPostBodySchema>;

export const blogPostsPageQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: [ADMIN_BLOG_KEY, 'page', cursor],
    queryFn: ({ signal }) => call('listAdminBlogPosts', { query: { limit: BLOG_PAGE_SIZE, cursor } }, signal),
    placeholderData: keepPreviousData,
  });

export const blogPostQuery = (id: string) =>
  queryOptions({
    queryKey: [ADMIN_BLOG_KEY, 'post', id],
    queryFn: async ({ signal }) => (await call('getAdminBlogPost', { params: { id } }, signal)).post,
  });

export const createPost = async (body: BlogPostBody) => (await call('createBlogPost', { body })).post;

export const savePost = async (id: string, version: number, body: BlogPostBody) =>
  (await call('updateBlogPost', { params: { id }, body: { ...body, version } })).post;

export const deletePost = (id: string, version: number) =>
  call('deleteBlogPost', { params: { id }, query: { version } });

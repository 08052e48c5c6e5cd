import * as z from 'zod/mini';
import { isPublicMediaKey } from '../media.ts';
import { blogPostSchema } from './blog.ts';
import { cursorSchema, idSchema, isoDateTime, text } from './common.ts';

// The admin content area (docs/admin-content.md): CannaTalk posts as admins write them. A post is
// public from its publishedAt while `published`; its HTML is sanitised on the way in and out.

/** A post as the admin list shows it: the public fields (publishedAt: when it goes public, now or later) plus its state and version. */
export const adminBlogPostSchema = z.extend(blogPostSchema, {
  published: z.boolean(),
  /** Bumped on every save; a save names the version it edited, so two admins never overwrite each other silently. */
  version: z.number(),
  updatedAt: isoDateTime,
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/**
 * A featured image: a confirmed upload's /media/blog/ path (the server also checks the file is
 * there), so a post never shows an image from elsewhere or one that does not exist.
 */
export const featuredImageLink = z.string().check(
  z.maxLength(2048),
  z.refine(
    (s) => s.startsWith('/media/blog/') && isPublicMediaKey(s.slice('/media/'.length)),
    'must be a /media/blog/ path of an uploaded image',
  ),
);

export const blogPostBodySchema = z.object({
  title: text(200, 1),
  content: text(100_000, 1),
  featured_image: z.optional(featuredImageLink),
  publishedAt: isoDateTime,
  published: z.boolean(),
});

export const updateBlogPostBodySchema = z.object({
  ...blogPostBodySchema.shape,
  version: z.number().check(z.int(), z.minimum(1)),
});

export const blogPostParamsSchema = z.object({ id: idSchema });

export const versionQuerySchema = z.object({
  version: z.coerce.number().check(z.int(), z.minimum(1)),
});

export const blogPostsQuerySchema = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
  cursor: z.optional(cursorSchema),
});

export const blogPostAnswerSchema = z.object({ error: z.literal(false), post: adminBlogPostSchema });
export const blogPostsAnswerSchema = z.object({
  error: z.literal(false),
  posts: z.array(adminBlogPostSchema),
  nextCursor: z.nullable(z.string()),
});
export const deletedAnswerSchema = z.object({ error: z.literal(false), deleted: idSchema });

import * as z from 'zod/mini';
import { idSchema, isoDateTime } from './common.ts';

/** A CannaTalk post (spec 1: id, title, content, featured_image). `content` is sanitised HTML. */
export const blogPostSchema = z.object({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  featured_image: z.optional(z.string()),
  excerpt: z.string(),
  publishedAt: isoDateTime,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListSchema = z.array(blogPostSchema);

import { route } from '../../route-def.ts';
import {
  blogPostAnswerSchema,
  blogPostBodySchema,
  blogPostParamsSchema,
  blogPostsAnswerSchema,
  blogPostsQuerySchema,
  deletedAnswerSchema,
  updateBlogPostBodySchema,
  versionQuerySchema,
} from '../../schemas/admin-content.ts';

// The admin content area (docs/admin-content.md): CannaTalk posts, admins only.

/** Every post (published, scheduled and unpublished), last changed first, paged. */
export const listAdminBlogPosts = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/blog-posts',
  handler: 'admin/content/list-blog-posts',
  access: 'admin',
  query: blogPostsQuerySchema,
  response: blogPostsAnswerSchema,
  needs: { table: 'read' },
});

/** A new post: public from its publishedAt when `published`. */
export const createBlogPost = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/blog-posts',
  handler: 'admin/content/create-blog-post',
  access: 'admin',
  body: blogPostBodySchema,
  response: blogPostAnswerSchema,
  needs: { table: 'write' },
});

/** Saves an edit (or a schedule, or an unpublish) on the version the admin edited; 409 when it moved on. */
export const updateBlogPost = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/blog-post/{id}',
  handler: 'admin/content/update-blog-post',
  access: 'admin',
  params: blogPostParamsSchema,
  body: updateBlogPostBodySchema,
  response: blogPostAnswerSchema,
  needs: { table: 'write' },
});

/** Deletes a post at the version the admin saw. */
export const deleteBlogPost = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/admin/blog-post/{id}',
  handler: 'admin/content/delete-blog-post',
  access: 'admin',
  params: blogPostParamsSchema,
  query: versionQuerySchema,
  response: deletedAnswerSchema,
  needs: { table: 'write' },
});

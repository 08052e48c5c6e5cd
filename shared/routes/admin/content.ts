import { route } from '../../route-def.ts';
import { MEDIA } from '../../media.ts';
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
import { confirmUploadAnswerSchema, signBlogImageQuerySchema, signS3AnswerSchema } from '../../schemas/upload.ts';
import { idParamsSchema } from '../../schemas/common.ts';

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

/** One post as its editor opens it, whatever its state. */
export const getAdminBlogPost = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/blog-post/{id}',
  handler: 'admin/content/get-blog-post',
  access: 'admin',
  params: blogPostParamsSchema,
  response: blogPostAnswerSchema,
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
  needs: { table: 'write', media: { read: ['blog/'] } },
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
  needs: { table: 'write', media: { read: ['blog/'] } },
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

/** A presigned POST for a post's featured image (docs/client-uploads.md's path, kept as the platform's own). */
export const signBlogImage = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/blog-image/sign-s3',
  handler: 'admin/content/sign-blog-image',
  access: 'admin',
  query: signBlogImageQuerySchema,
  response: signS3AnswerSchema,
  // @aws-sdk/s3-presigned-post signs through a whole S3Client, as the client route's does
  needs: { table: 'write', media: { write: [MEDIA.private.uploads] }, profile: { bundleKb: 560 } },
});

/** Checks the uploaded image (size, type, magic bytes) and copies it under blog/, where posts may name it. */
export const confirmBlogImage = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/blog-image/{id}/confirm',
  handler: 'admin/content/confirm-blog-image',
  access: 'admin',
  params: idParamsSchema,
  response: confirmUploadAnswerSchema,
  needs: {
    table: 'write',
    media: { read: [MEDIA.private.uploads], write: ['blog/'], delete: [MEDIA.private.uploads] },
  },
});

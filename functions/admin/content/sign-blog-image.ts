import * as admin from '#shared/routes/admin/content';
import { PLATFORM_UPLOADS } from '#shared/schemas/upload';
import { signUpload } from '#lib/uploads/sign';
import { securedRoute } from '#lib/runtime/secured-route';

/** A presigned POST for a post's featured image, kept among the platform's own uploads. */
export const handler = securedRoute(admin.signBlogImage, ({ query, caller }) =>
  signUpload({
    owner: PLATFORM_UPLOADS,
    purpose: 'blog',
    type: query['file-type'],
    fileName: query['file-name'],
    userId: caller.user._id,
  }),
);

import * as admin from '#shared/routes/admin/content';
import { PLATFORM_UPLOADS } from '#shared/schemas/upload';
import { securedRoute } from '#lib/runtime/secured-route';
import { confirmUpload } from '#lib/uploads/confirm';

/** The featured image is in the bucket: check it and copy it under blog/ (#lib/uploads/confirm). */
export const handler = securedRoute(admin.confirmBlogImage, async ({ params }) => ({
  error: false as const,
  upload: await confirmUpload(PLATFORM_UPLOADS, params.id),
}));

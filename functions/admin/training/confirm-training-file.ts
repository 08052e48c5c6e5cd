import * as training from '#shared/routes/admin/training';
import { PLATFORM_UPLOADS } from '#shared/schemas/upload';
import { securedRoute } from '#lib/runtime/secured-route';
import { confirmUpload } from '#lib/uploads/confirm';

/** The video file is in the bucket: check it and copy it under training/ (#lib/uploads/confirm). */
export const handler = securedRoute(training.confirmTrainingFile, async ({ params }) => ({
  error: false as const,
  upload: await confirmUpload(PLATFORM_UPLOADS, params.id),
}));

import * as training from '#shared/routes/admin/training';
import { PLATFORM_UPLOADS } from '#shared/schemas/upload';
import { signUpload } from '#lib/uploads/sign';
import { securedRoute } from '#lib/runtime/secured-route';

/** A presigned POST for a training video file, kept among the platform's own uploads. */
export const handler = securedRoute(training.signTrainingFile, ({ query, caller }) =>
  signUpload({
    owner: PLATFORM_UPLOADS,
    purpose: 'training',
    type: query['file-type'],
    fileName: query['file-name'],
    userId: caller.user._id,
  }),
);

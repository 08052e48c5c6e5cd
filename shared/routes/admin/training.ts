import { route } from '../../route-def.ts';
import { MEDIA } from '../../media.ts';
import { idParamsSchema } from '../../schemas/common.ts';
import { confirmUploadAnswerSchema, signS3AnswerSchema, signTrainingFileQuerySchema } from '../../schemas/upload.ts';
import {
  trainingDeletedAnswerSchema,
  trainingOrderBodySchema,
  trainingVersionQuerySchema,
  trainingVideoAnswerSchema,
  trainingVideoBodySchema,
  trainingVideoParamsSchema,
  trainingVideosAnswerSchema,
  updateTrainingVideoBodySchema,
} from '../../schemas/training.ts';

// Platform Training's videos (docs/admin-training.md): read by anyone signed in (the client area's
// Platform Training page), written by admins.

/** Every video, in its order. */
export const listTrainingVideos = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/training-videos',
  handler: 'admin/training/list-training-videos',
  access: 'signedIn',
  response: trainingVideosAnswerSchema,
  needs: { table: 'read' },
});

/** A new video, last in the list. */
export const createTrainingVideo = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/training-videos',
  handler: 'admin/training/create-training-video',
  access: 'admin',
  body: trainingVideoBodySchema,
  response: trainingVideoAnswerSchema,
  // an uploaded file's link is saved only once the file is there
  needs: { table: 'write', media: { read: ['training/'] } },
});

/** Saves an edit on the version the admin edited; 409 when it moved on. */
export const updateTrainingVideo = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/training-video/{id}',
  handler: 'admin/training/update-training-video',
  access: 'admin',
  params: trainingVideoParamsSchema,
  body: updateTrainingVideoBodySchema,
  response: trainingVideoAnswerSchema,
  // an uploaded file's link is saved only once the file is there
  needs: { table: 'write', media: { read: ['training/'] } },
});

/** Deletes a video at the version the admin saw. */
export const deleteTrainingVideo = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/admin/training-video/{id}',
  handler: 'admin/training/delete-training-video',
  access: 'admin',
  params: trainingVideoParamsSchema,
  query: trainingVersionQuerySchema,
  response: trainingDeletedAnswerSchema,
  needs: { table: 'write' },
});

/** Puts the list in a new order: every video's id once, all moved or none. */
export const orderTrainingVideos = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/training-videos/order',
  handler: 'admin/training/order-training-videos',
  access: 'admin',
  body: trainingOrderBodySchema,
  response: trainingVideosAnswerSchema,
  needs: { table: 'write' },
});

/** A presigned POST for a video file, kept among the platform's own uploads. */
export const signTrainingFile = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/training-file/sign-s3',
  handler: 'admin/training/sign-training-file',
  access: 'admin',
  query: signTrainingFileQuerySchema,
  response: signS3AnswerSchema,
  // @aws-sdk/s3-presigned-post signs through a whole S3Client, as the client route's does
  needs: { table: 'write', media: { write: [MEDIA.private.uploads] }, profile: { bundleKb: 560 } },
});

/** Checks the uploaded video (size, type, first bytes) and copies it under training/, where videos may name it. */
export const confirmTrainingFile = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/training-file/{id}/confirm',
  handler: 'admin/training/confirm-training-file',
  access: 'admin',
  params: idParamsSchema,
  response: confirmUploadAnswerSchema,
  needs: {
    table: 'write',
    media: { read: [MEDIA.private.uploads], write: ['training/'], delete: [MEDIA.private.uploads] },
  },
});

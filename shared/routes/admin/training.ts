import { route } from '../../route-def.ts';
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
  needs: { table: 'write' },
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
  needs: { table: 'write' },
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

import * as messages from '#shared/messages/admin/training';
import * as training from '#shared/routes/admin/training';
import { MAX_TRAINING_VIDEOS } from '#shared/schemas/training';
import { createTrainingVideo, listTrainingVideos } from '#lib/training/store';
import { checkVideoFile } from '#lib/training/video-file';
import { newId } from '#lib/base/ids';
import { badRequest } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** A new video, placed after the last one. */
export const handler = securedRoute(training.createTrainingVideo, async ({ body }) => {
  const videos = await listTrainingVideos();
  if (videos.length >= MAX_TRAINING_VIDEOS) throw badRequest(messages.listFull);
  await checkVideoFile(body.link);
  const video = {
    ...body,
    id: newId(),
    position: Math.max(-1, ...videos.map((v) => v.position)) + 1,
    version: 1,
    updatedAt: new Date().toISOString(),
  };
  await createTrainingVideo(video);
  return { error: false as const, video };
});

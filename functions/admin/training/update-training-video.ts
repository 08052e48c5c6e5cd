import * as messages from '#shared/messages/admin/training';
import * as training from '#shared/routes/admin/training';
import { listTrainingVideos, saveTrainingVideo } from '#lib/training/store';
import { checkVideoFile } from '#lib/training/video-file';
import { isConditionFailure } from '#lib/table/dynamodb';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** Saves an edit on the version the admin opened: a save on an older one answers 409 and changes nothing. */
export const handler = securedRoute(training.updateTrainingVideo, async ({ params, body }) => {
  const { version, ...fields } = body;
  const before = (await listTrainingVideos()).find((v) => v.id === params.id);
  if (!before) throw notFound(messages.videoNotFound);
  if (before.version !== version) throw conflict(messages.videoChangedMeanwhile);
  if (fields.link !== before.link) await checkVideoFile(fields.link);
  const video = { ...before, ...fields, version: version + 1, updatedAt: new Date().toISOString() };
  try {
    await saveTrainingVideo(video, version);
  } catch (e) {
    if (isConditionFailure(e)) throw conflict(messages.videoChangedMeanwhile);
    throw e;
  }
  return { error: false as const, video };
});

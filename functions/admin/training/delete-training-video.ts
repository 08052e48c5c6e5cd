import * as messages from '#shared/messages/admin/training';
import * as training from '#shared/routes/admin/training';
import { deleteTrainingVideoAt, listTrainingVideos } from '#lib/training/store';
import { isConditionFailure } from '#lib/table/dynamodb';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** Deletes a video at the version the admin saw (the others keep their places). */
export const handler = securedRoute(training.deleteTrainingVideo, async ({ params, query }) => {
  const before = (await listTrainingVideos()).find((v) => v.id === params.id);
  if (!before) throw notFound(messages.videoNotFound);
  if (before.version !== query.version) throw conflict(messages.videoChangedMeanwhile);
  try {
    await deleteTrainingVideoAt(params.id, query.version);
  } catch (e) {
    if (isConditionFailure(e)) throw conflict(messages.videoChangedMeanwhile);
    throw e;
  }
  return { error: false as const, deleted: params.id };
});

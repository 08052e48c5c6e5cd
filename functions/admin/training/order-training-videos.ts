import * as messages from '#shared/messages/admin/training';
import * as training from '#shared/routes/admin/training';
import { listTrainingVideos, reorderTrainingVideos } from '#lib/training/store';
import { conflict } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

const isCancelled = (e: unknown) => (e as { name?: string }).name === 'TransactionCanceledException';

/**
 * The list in the order the admin sent: it must name every video once, as the list stands, or
 * another admin added, removed or moved one meanwhile (409, nothing moves).
 */
export const handler = securedRoute(training.orderTrainingVideos, async ({ body }) => {
  const videos = await listTrainingVideos();
  const byId = new Map(videos.map((v) => [v.id, v]));
  const ordered = body.ids.flatMap((id) => byId.get(id) ?? []);
  if (
    ordered.length !== videos.length ||
    new Set(body.ids).size !== body.ids.length ||
    body.ids.length !== videos.length
  )
    throw conflict(messages.listChangedMeanwhile);
  const now = new Date().toISOString();
  try {
    await reorderTrainingVideos(ordered, now);
  } catch (e) {
    if (isCancelled(e)) throw conflict(messages.listChangedMeanwhile);
    throw e;
  }
  return {
    error: false as const,
    videos: ordered.map((v, position) => ({ ...v, position, version: v.version + 1, updatedAt: now })),
  };
});

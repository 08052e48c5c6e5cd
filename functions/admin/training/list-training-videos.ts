import * as training from '#shared/routes/admin/training';
import { listTrainingVideos } from '#lib/training/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** Platform Training's videos, in their order. */
export const handler = securedRoute(training.listTrainingVideos, async () => ({
  error: false as const,
  videos: await listTrainingVideos(),
}));

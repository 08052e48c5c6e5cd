import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

// Platform Training's videos (docs/admin-training.md), in the order admins gave them.

export const TRAINING_VIDEOS_KEY = 'training-videos';

export const trainingVideosQuery = () =>
  queryOptions({
    queryKey: [TRAINING_VIDEOS_KEY],
    queryFn: async ({ signal }) => (await call('listTrainingVideos', {}, signal)).videos,
  });

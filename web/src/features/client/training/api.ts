import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

// Platform Training's videos, as admins list them (docs/admin-training.md).

export const trainingVideosQuery = () =>
  queryOptions({
    queryKey: ['training-videos'] as const,
    queryFn: async ({ signal }) => (await call('listTrainingVideos', {}, signal)).videos,
  });

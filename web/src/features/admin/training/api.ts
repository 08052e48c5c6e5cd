import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { trainingVideoBodySchema } from '#shared/schemas/training';
import { call } from '#web/api/client.ts';

// The admin Platform Training calls (docs/admin-training.md).

export const ADMIN_TRAINING_KEY = 'admin-training';

export type TrainingVideoBody = z.infer<typeof trainingVideoBodySchema>;

export const adminTrainingQuery = () =>
  queryOptions({
    queryKey: [ADMIN_TRAINING_KEY],
    queryFn: async ({ signal }) => (await call('listTrainingVideos', {}, signal)).videos,
  });

export const addVideo = async (body: TrainingVideoBody) => (await call('createTrainingVideo', { body })).video;

export const saveVideo = async (id: string, version: number, body: TrainingVideoBody) =>
  (await call('updateTrainingVideo', { params: { id }, body: { ...body, version } })).video;

export const deleteVideo = (id: string, version: number) =>
  call('deleteTrainingVideo', { params: { id }, query: { version } });

export const orderVideos = async (ids: string[]) => (await call('orderTrainingVideos', { body: { ids } })).videos;

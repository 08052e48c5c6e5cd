import { expect } from 'vitest';
import type { TrainingVideo } from '#shared/schemas/training';
import type { session } from './session.ts';

/**
 * Adds a training video as an admin, its title tagged so that a test finds its own among the
 * videos other files add to the one list.
 */
export async function addTrainingVideo(admin: ReturnType<typeof session>, title: string, link: string) {
  const r = await admin.post('/api/admin/training-videos', { title, description: 'How to', link });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.video as TrainingVideo;
}

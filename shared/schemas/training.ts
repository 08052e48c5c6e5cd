import * as z from 'zod/mini';
import { idSchema, isoDateTime, text } from './common.ts';

// Platform Training (docs/admin-training.md): the videos admins list for companies, in their order.

/** The most videos the list holds: one page, and one reorder transaction. */
export const MAX_TRAINING_VIDEOS = 50;

const YOUTUBE = String.raw`https://(?:www\.)?(?:youtube\.com/watch\?v=|youtu\.be/)[A-Za-z0-9_-]{11}`;
const VIMEO = String.raw`https://(?:www\.)?vimeo\.com/[0-9]{6,12}`;
const FILE = String.raw`https://[a-z0-9.-]+\.[a-z]{2,}/[A-Za-z0-9._~/-]*\.(?:mp4|webm)`;
/** Where a confirmed upload of a video file is served (shared/media.ts, the training/ prefix). */
const UPLOADED = String.raw`/media/training/[A-Za-z0-9_-]{1,64}/[A-Za-z0-9_-]{1,64}\.(?:mp4|webm)`;

/** Whether a link names a video file uploaded to the platform (its file must be there to be saved). */
export const isUploadedVideo = (link: string) => new RegExp(`^${UPLOADED}$`).test(link);

/**
 * A video's link: a YouTube or Vimeo video, an https link to an .mp4 or .webm file, or a video file
 * uploaded to the platform (one pattern, so generators can draw from it).
 */
export const videoLink = z
  .string()
  .check(
    z.maxLength(2048),
    z.regex(
      new RegExp(`^(?:${YOUTUBE}|${VIMEO}|${FILE}|${UPLOADED})$`),
      'must be a YouTube or Vimeo video link, an https link to an .mp4 or .webm file, or an uploaded video',
    ),
  );

export const trainingVideoSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  link: z.string(),
  /** Its place in the list, from 0. */
  position: z.number(),
  /** Bumped on every save; a save names the version it edited. */
  version: z.number(),
  updatedAt: isoDateTime,
});
export type TrainingVideo = z.infer<typeof trainingVideoSchema>;

export const trainingVideoBodySchema = z.object({
  title: text(120, 1),
  description: text(1000),
  link: videoLink,
});

export const updateTrainingVideoBodySchema = z.object({
  ...trainingVideoBodySchema.shape,
  version: z.number().check(z.int(), z.minimum(1)),
});

/** The whole list's ids in their new order: every video once, as the admin last read it. */
export const trainingOrderBodySchema = z.object({
  ids: z.array(idSchema).check(z.minLength(1), z.maxLength(MAX_TRAINING_VIDEOS)),
});

export const trainingVideoParamsSchema = z.object({ id: idSchema });
export const trainingVersionQuerySchema = z.object({
  version: z.coerce.number().check(z.int(), z.minimum(1)),
});

export const trainingVideosAnswerSchema = z.object({ error: z.literal(false), videos: z.array(trainingVideoSchema) });
export const trainingVideoAnswerSchema = z.object({ error: z.literal(false), video: trainingVideoSchema });
export const trainingDeletedAnswerSchema = z.object({ error: z.literal(false), deleted: idSchema });

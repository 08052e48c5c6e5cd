import * as z from 'zod/mini';

// recalc (spec 3 `GET recalc/`): every derived item rebuilt from the table, as a background job.

/** The steps, in the order they run (docs/admin-recalc.md). */
export const RECALC_STEPS = ['counts', 'search', 'similar', 'testTable'] as const;
export const recalcStepSchema = z.enum(RECALC_STEPS);
export type RecalcStep = z.infer<typeof recalcStepSchema>;

/** One step's outcome: what it rebuilt, said in a few words, and when it finished. */
export const recalcStepDoneSchema = z.object({
  step: recalcStepSchema,
  detail: z.string(),
  finishedAt: z.string(),
});

export const recalcSchema = z.object({
  _id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  /** The step running now (null once finished). */
  current: z.nullable(recalcStepSchema),
  done: z.array(recalcStepDoneSchema),
  /** Companies counted so far, while the counts step runs (it goes company page by page). */
  companies: z.number(),
  startedAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** Failed attempts, each with its step and reason; a step is tried three times before the run fails. */
  errors: z.array(z.object({ step: recalcStepSchema, at: z.string(), message: z.string() })),
});
export type Recalc = z.infer<typeof recalcSchema>;

/** The last run (null: never run). */
export const recalcAnswerSchema = z.object({ error: z.literal(false), recalc: z.nullable(recalcSchema) });
/** A start: the new run, or the one already running (joined: true). */
export const recalcStartSchema = z.object({ error: z.literal(false), recalc: recalcSchema, joined: z.boolean() });

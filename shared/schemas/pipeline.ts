import * as z from 'zod/mini';
import { REJECT_NOTES_MIN, TEXT_AREA_MAX } from '../constants.ts';
import { rejectNotesTooShort } from '../messages/service/pipeline.ts';
import { lotSchema } from './catalog.ts';
import { coaPrefillSchema } from './coa-prefill.ts';
import { confirmedUploadSchema } from './upload.ts';
import { idSchema, isoDateTime } from './common.ts';
import { testResultSchema } from './test-result.ts';
import { STEP_STATUSES } from '#shared/pipeline';

// The data-entry and review pipeline (spec 3 §4; docs/admin-pipeline.md): staff check out a
// certificate's pending lot, enter its test result, and another person reviews it. A checkout is a
// lease on the lot, taken by one conditional write.

/** What one checkout hands the screen: the lot, its company, its documents and the form's starting values. */
export const pipelineItemSchema = z.object({
  stage: z.enum(['entry', 'review']),
  lot: lotSchema,
  client: z.object({ _id: idSchema, name: z.string() }),
  testResultId: idSchema,
  /** The certificate's documents, each with a 10-minute link (shown as file 1, file 2…); `json` is a lab's WCIA JSON. */
  files: z.array(z.object({ key: z.string(), url: z.string(), kind: z.enum(['pdf', 'json', 'image']) })),
  /** What reading the certificate found, if it has been read. */
  prefill: z.optional(coaPrefillSchema),
  /** The test result as last saved in the pipeline (by the entry, or the reviewer's edits). */
  result: z.optional(testResultSchema),
  leaseUntil: isoDateTime,
});
export type PipelineItem = z.infer<typeof pipelineItemSchema>;

/** A checkout may keep to one company's certificates (an admin working through a company's backlog). */
export const checkoutQuerySchema = z.strictObject({ clientId: z.optional(idSchema) });

/** A checkout's answer: the item held, or null when the queue has nothing for the caller. */
export const checkoutAnswerSchema = z.object({ error: z.literal(false), item: z.nullable(pipelineItemSchema) });

export const pipelineLotParamsSchema = z.object({ clientId: idSchema, lotId: idSchema });

/**
 * PUT service/{clientId}/lot/{lotId}: the spec's dotted processingInfo fields. The status says the
 * step: review (the entry is done), completed (approved: reviewOutcome accurate, or error when the
 * reviewer edited it first), pending (rejected, with notes). Users, when sent, must be the caller;
 * dates are the server's clock.
 */
export const pipelineLotBodySchema = z.strictObject({
  'processingInfo.status': z.enum(STEP_STATUSES),
  'processingInfo.entryUser': z.optional(idSchema),
  'processingInfo.entryStartDate': z.optional(isoDateTime),
  'processingInfo.entryStopDate': z.optional(isoDateTime),
  'processingInfo.reviewUser': z.optional(idSchema),
  'processingInfo.reviewStartDate': z.optional(isoDateTime),
  'processingInfo.reviewStopDate': z.optional(isoDateTime),
  'processingInfo.reviewOutcome': z.optional(z.enum(['accurate', 'error'])),
  'processingInfo.errorOccured': z.optional(z.boolean()),
  'processingInfo.reviewNotes': z.optional(z.string().check(z.maxLength(TEXT_AREA_MAX))),
});
export type PipelineLotBody = z.infer<typeof pipelineLotBodySchema>;

/** Whether reject notes say enough (spec 3 §5: at least 5 characters). */
export const notesLongEnough = (notes: string | undefined) => (notes ?? '').trim().length >= REJECT_NOTES_MIN;
export const REJECT_NOTES_MESSAGE = rejectNotesTooShort;

export const pipelineLotAnswerSchema = z.object({ error: z.literal(false), lot: lotSchema });

/** One ISO week of the pipeline's work (`2026-W47`). */
export const qualityWeekSchema = z.object({
  week: z.string(),
  fieldsEntered: z.number(),
  fieldsChanged: z.number(),
  itemsReviewed: z.number(),
  rejected: z.number(),
});
export type QualityWeek = z.infer<typeof qualityWeekSchema>;

export const qualityQuerySchema = z.strictObject({
  weeks: z.optional(z.string().check(z.regex(/^([1-9]|[1-4][0-9]|5[0-2])$/, 'must be a number of weeks from 1 to 52'))),
});

export const qualityAnswerSchema = z.object({ error: z.literal(false), weeks: z.array(qualityWeekSchema) });

/** A lab's link attached to the item held at entry: the upload kept, and the reading now on the draft. */
export const attachLinkAnswerSchema = z.object({
  error: z.literal(false),
  upload: confirmedUploadSchema,
  prefill: coaPrefillSchema,
});

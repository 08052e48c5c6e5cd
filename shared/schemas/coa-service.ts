import * as z from 'zod/mini';
import { COA_BATCH_MAX } from '../constants.ts';
import { tooMany } from '../messages/client/coa-service.ts';
import { idSchema, isoDateTime } from './common.ts';

// The COA Data Entry Service (docs/client-coa-service.md): a Pro company sends lab certificates as
// PDFs; each PDF becomes one pending lot and one draft test result that the data-entry staff fill in.

export const COA_MODES = ['single', 'multiple'] as const;

/** A confirmed COA upload's key (`purpose` coa): the client's private folder, one PDF or WCIA JSON file. */
const coaKey = z
  .string()
  .check(z.regex(/^private\/coas\/[0-9a-f]{24}\/[0-9a-f]{24}\.(pdf|json)$/, 'must be an uploaded COA'));

/** POST testResult/premium (spec 2 §7: dataOwner, producer, pdfFiles), with the wizard's mode. */
export const premiumBodySchema = z.strictObject({
  dataOwner: idSchema,
  /** The producer whose product the COAs are for; the company itself when absent. */
  producer: z.optional(idSchema),
  mode: z.enum(COA_MODES),
  pdfFiles: z.array(coaKey).check(z.maxLength(COA_BATCH_MAX, tooMany(COA_BATCH_MAX))),
});

/** The month's use of the service, a month being a UTC calendar month ('2026-11'). */
const usage = {
  month: z.string(),
  used: z.number(),
  serviceLimit: z.number(),
};

export const sentCoaSchema = z.object({ pdfFile: z.string(), lot: idSchema, testResult: idSchema });

export const premiumAnswerSchema = z.object({
  error: z.literal(false),
  sent: z.array(sentCoaSchema),
  /** PDFs of the batch that were sent before, and are not sent or counted again. */
  alreadySent: z.array(z.string()),
  ...usage,
});

export const coaUsageAnswerSchema = z.object({ error: z.literal(false), enabled: z.boolean(), ...usage });

/**
 * A draft test result: the certificate waiting for the data-entry staff. It has the id the test
 * result will have, and no figures yet (the required fields of a test result come with the entry).
 */
export const testResultDraftSchema = z.object({
  _id: idSchema,
  dataOwner: idSchema,
  producer: idSchema,
  lotId: idSchema,
  pdfFiles: z.array(z.string()),
  submittedBy: idSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TestResultDraft = z.infer<typeof testResultDraftSchema>;

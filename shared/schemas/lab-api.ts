import * as z from 'zod/mini';
import * as labApiMessages from '../messages/lab-api.ts';
import { CCRS_IMPORT_MAX_BYTES, recordOutcomeSchema } from './ccrs.ts';
import { idSchema, text } from './common.ts';

// The lab API (docs/lab-api.md): a lab's or integrator's system pushes a result for a lot of a
// company that has chosen it; the company chooses its labs and whether it trusts each one's feed.

/** How far a request's timestamp may be from the server's clock, either way. */
export const SIGNATURE_WINDOW_SECONDS = 300;
/** Pushes one key may make a minute. */
export const PUSHES_PER_MINUTE = 60;
export const SIGNATURE_HEADERS = {
  key: 'x-cannastamp-key',
  timestamp: 'x-cannastamp-timestamp',
  signature: 'x-cannastamp-signature',
} as const;

export const labFeedSchema = z.object({ company: idSchema, trusted: z.boolean() });
export type LabFeed = z.infer<typeof labFeedSchema>;

export const labFeedsBodySchema = z.strictObject({
  feeds: z.array(labFeedSchema).check(
    z.maxLength(20),
    z.refine((f) => new Set(f.map((x) => x.company)).size === f.length, labApiMessages.feedTwice),
  ),
});
export const labFeedsAnswerSchema = z.object({ error: z.literal(false), feeds: z.array(labFeedSchema) });

/** The companies that may send results: labs and integrators, by name, with their type. */
export const feedCompaniesAnswerSchema = z.object({
  error: z.literal(false),
  companies: z.array(z.object({ _id: idSchema, name: z.string(), type: z.enum(['lab', 'integrator']) })),
});

/** What a lab's LIMS knows of the sample that the result formats do not carry: the form's three required fields. */
export const pushedSampleSchema = z.strictObject({
  sampleTypeCategory: text(128, 1),
  sampleType: text(128, 1),
  strain: text(128, 1),
});

export const pushBodySchema = z.union([
  z.strictObject({
    format: z.literal('wcia'),
    /** A WCIA lab result, or a list of them (each one result). */
    document: z.union([
      z.record(z.string(), z.unknown()),
      z.array(z.record(z.string(), z.unknown())).check(z.maxLength(50)),
    ]),
    sample: z.optional(pushedSampleSchema),
  }),
  z.strictObject({
    format: z.literal('ccrs'),
    fileName: z.optional(text(255, 1)),
    csv: z.string().check(z.maxLength(CCRS_IMPORT_MAX_BYTES)),
    sample: z.optional(pushedSampleSchema),
  }),
]);
export type PushBody = z.infer<typeof pushBodySchema>;

export const pushAnswerSchema = z.object({
  error: z.literal(false),
  results: z.array(
    z.object({
      /** The sample's lot as the document names it. */
      lot: z.string(),
      /** published: a test result of the company, at once (a trusted feed); review: a COA for the data-entry staff. */
      outcome: z.enum(['published', 'review', 'alreadySent']),
      testResult: z.optional(idSchema),
      parentLot: z.optional(idSchema),
    }),
  ),
  /** A CCRS file's records, each Success or Failed. */
  records: z.optional(z.array(recordOutcomeSchema)),
});
export type PushAnswer = z.infer<typeof pushAnswerSchema>;

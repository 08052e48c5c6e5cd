import * as z from 'zod/mini';
import * as ccrsMessages from '../messages/client/ccrs.ts';
import { idSchema, text } from './common.ts';

// The state's LabTest CSV in and out (docs/ccrs-exchange.md).

/** A year: the longest period one file covers (the state's files are monthly or daily in practice). */
export const CCRS_PERIOD_MAX_DAYS = 366;
/** Records one import reads; a larger file is split (the state's own limit is 2 GB a file). */
export const CCRS_IMPORT_MAX_RECORDS = 20_000;
/** The import's body: a LabTest file of 20,000 records is about 3 MB. */
export const CCRS_IMPORT_MAX_BYTES = 4 * 1024 * 1024;
/** Problems and left-out figures an answer lists; the counts say how many there were in all. */
export const CCRS_LISTED_MAX = 200;

const day = z.iso.date();
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const ccrsExportBodySchema = z
  .strictObject({
    from: day,
    to: day,
    /** Insert for results the state has not had; Update for results sent before and changed since. */
    operation: z._default(z.enum(['Insert', 'Update']), 'Insert'),
  })
  .check(
    z.refine((b) => b.to >= b.from, { error: ccrsMessages.periodOrder, path: ['to'] }),
    z.refine((b) => daysBetween(b.from, b.to) < CCRS_PERIOD_MAX_DAYS, {
      error: ccrsMessages.periodTooLong(CCRS_PERIOD_MAX_DAYS),
      path: ['to'],
    }),
  );
export type CcrsExportBody = z.input<typeof ccrsExportBodySchema>;

export const recordProblemSchema = z.object({
  line: z.number(),
  externalIdentifier: z.string(),
  problems: z.array(z.string()),
});

export const ccrsExportAnswerSchema = z.object({
  error: z.literal(false),
  link: z.string(),
  fileName: z.string(),
  results: z.number(),
  records: z.number(),
  /** What the state would refuse, by line of the file (the first CCRS_LISTED_MAX). */
  problems: z.array(recordProblemSchema),
  problemCount: z.number(),
  /** Figures the state's file cannot hold ('Microbials: Total yeast and mold (…)'), by result. */
  leftOut: z.array(z.object({ testResult: idSchema, lot: z.string(), figures: z.array(z.string()) })),
  leftOutCount: z.number(),
});
export type CcrsExportAnswer = z.infer<typeof ccrsExportAnswerSchema>;

export const ccrsImportBodySchema = z.strictObject({
  fileName: text(255, 1),
  csv: z.string().check(z.maxLength(CCRS_IMPORT_MAX_BYTES)),
  /** Only say what the file holds and what would be imported; nothing is kept or sent. */
  check: z.optional(z.boolean()),
});
export type CcrsImportBody = z.input<typeof ccrsImportBodySchema>;

export const recordOutcomeSchema = z.object({
  line: z.number(),
  inventoryId: z.string(),
  testName: z.string(),
  testValue: z.string(),
  outcome: z.enum(['Success', 'Failed']),
  details: z.string(),
});

export const ccrsImportAnswerSchema = z.object({
  error: z.literal(false),
  checked: z.boolean(),
  records: z.array(recordOutcomeSchema),
  /** What the state would refuse of the file as it is (summary rows, names, values), by line. */
  problems: z.array(recordProblemSchema),
  lots: z.array(
    z.object({
      inventoryId: z.string(),
      lines: z.array(z.number()),
      /** Sent to the data-entry staff: its pending lot and draft. */
      lot: z.optional(idSchema),
      testResult: z.optional(idSchema),
      /** Imported from this very file before: not sent or counted again. */
      alreadyImported: z.optional(z.boolean()),
    }),
  ),
  month: z.optional(z.string()),
  used: z.optional(z.number()),
  serviceLimit: z.optional(z.number()),
});
export type CcrsImportAnswer = z.infer<typeof ccrsImportAnswerSchema>;

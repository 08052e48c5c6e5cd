import * as z from 'zod/mini';
import { isoDateTime, text } from './common.ts';
import { PANELS, type PanelKey } from '../safety-panels.ts';
import { safetyPanelsSchema } from './safety-panels.ts';
import { MEASURES } from './test-result.ts';

// What reading a certificate found, kept on the pipeline's draft so the entry screen starts filled
// in. Every value says where it came from, so staff confirm what they can see rather than trust a
// guess: a reader that is unsure of a value leaves the field out.

/** The text fields a certificate names, beside the figures of the catalogue. */
export const PREFILL_TEXT_FIELDS = [
  'labName',
  'strain',
  'sampleType',
  'tracabilitySampleLotId',
  'tracabilityParentLotId',
  'testDate',
] as const;
export const PREFILL_FIELDS = [...PREFILL_TEXT_FIELDS, ...MEASURES] as const;

/** Where on the certificate a value was read: the page (from 1), the text as printed, and its box in PDF points. */
export const prefillSourceSchema = z.object({
  page: z.number().check(z.int(), z.gte(1)),
  printed: text(200, 1),
  box: z.optional(z.tuple([z.number(), z.number(), z.number(), z.number()])),
  /** The file of the draft's files it was printed in, and its kind, where not the prefill's own `file` (several certificates read together). */
  file: z.optional(z.number().check(z.int(), z.gte(0))),
  from: z.optional(z.enum(['pdf', 'wcia'])),
});

/** One value read: a figure as the form takes it (a number, or a non-detect as printed), or text. */
export const prefillValueSchema = z.object({
  value: z.union([z.number(), text(256)]),
  source: prefillSourceSchema,
  /**
   * The reader's own check this value is part of failed (a total against its parts, a sum over the
   * whole sample, dates out of order): the check's sentence. Such a value is shown to be checked,
   * never entered as if read for sure (docs/admin-coa-reader.md, Doubtful values).
   */
  doubtful: z.optional(text(300, 1)),
});
export type PrefillValue = z.infer<typeof prefillValueSchema>;
export type PrefillSource = z.infer<typeof prefillSourceSchema>;

export const coaPrefillSchema = z.object({
  /** 'pdf' (the certificate's text) or 'wcia' (a lab's WCIA JSON). */
  from: z.enum(['pdf', 'wcia']),
  /** The lab layout recognised, or 'unknown' (then few or no fields). */
  layout: text(64, 1),
  /** Which file of the draft's pdfFiles was read (index). */
  file: z.number().check(z.int(), z.gte(0)),
  readAt: isoDateTime,
  fields: z.partialRecord(z.enum(PREFILL_FIELDS), prefillValueSchema),
  /** The safety panels the document reports (a WCIA document's safety assays, a PDF's printed verdicts). */
  panels: z.optional(safetyPanelsSchema),
  /** Where a PDF printed each panel's verdict ('Pesticides  11/22/2021  Pass'). */
  panelSources: z.optional(
    z.partialRecord(z.enum(PANELS.map((p) => p.key) as [PanelKey, ...PanelKey[]]), prefillSourceSchema),
  ),
  /** Arithmetic checks that failed on the values read (totals, sums, dates), as sentences. */
  problems: z.array(text(300)),
});

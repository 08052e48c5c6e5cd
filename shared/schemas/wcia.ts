import * as z from 'zod/mini';

// The Washington Cannabis Integrators Alliance lab result format (WCIA JSON, schema 1.x–2.x): what
// a lab hands out beside its PDF (docs/admin-coa-reader.md). Only the fields the entry form can use
// are described; a document may carry more (status, test ids, licences) and is not refused for them.

const metric = z.object({
  name: z.string(),
  qom: z.union([z.string(), z.number()]),
  uom: z.optional(z.string()),
});

export const wciaSchema = z.object({
  lab_name: z.optional(z.string()),
  labresult_id: z.optional(z.string()),
  release_date: z.optional(z.string()),
  sample: z.optional(z.object({ id: z.optional(z.string()), sample_source_id: z.optional(z.string()) })),
  metric_list: z.array(z.object({ test_type: z.optional(z.string()), metrics: z.array(metric) })),
});
export type WciaDocument = z.infer<typeof wciaSchema>;

/** A lab publishes one result, or a list of them; the first is the certificate's. */
const first = (doc: unknown) => (Array.isArray(doc) ? doc[0] : doc);

/** Whether a JSON document is a WCIA lab result (one, or the first of an array). */
export const isWcia = (doc: unknown): boolean => wciaSchema.safeParse(first(doc)).success;

/**
 * A file's bytes as a WCIA lab result, or what is wrong with them (not UTF-8 JSON, or JSON of
 * another shape): the upload's confirm and the certificate reader decide with this one function,
 * each telling it in its own words.
 */
export function parseWcia(bytes: Uint8Array): { doc: WciaDocument } | { problem: 'notJson' | 'notWcia' } {
  let doc: unknown;
  try {
    // fatal: bytes that are not UTF-8 are not JSON, rather than text with replacement marks
    doc = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { problem: 'notJson' };
  }
  const r = wciaSchema.safeParse(first(doc));
  return r.success ? { doc: r.data } : { problem: 'notWcia' };
}

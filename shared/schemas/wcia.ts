import * as z from 'zod/mini';

// The Washington Cannabis Integrators Alliance lab result (WCIA JSON), the integrators' format a lab
// publishes at a public link beside its PDF (conflabs/wcia-lab-result-schema, versions 1.0.0 to
// 2.2.0). The repository's own "schema" is an annotated example; this is the format as a schema:
// `wciaDocumentSchema` takes a document of any version as labs write them (every field a later
// version added optional, figures as strings or numbers, fields nobody defined kept), and
// shared/schemas/wcia-lab-result.schema.json is it as JSON Schema (draft 2020-12), for others.
// `wciaExportSchema` is what this platform writes: version 2.2.0, every field present.

/** An ISO 8601 date, a time of day possibly after it (labs write both). */
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/));
/** The README says 'nullable bool' and the examples write 'pass': both are met in the wild. */
const verdict = z.nullable(z.union([z.string(), z.boolean()]));

const metric = z.looseObject({
  id: z.optional(z.string()),
  name: z.string().check(z.minLength(1)),
  analyte_type: z.optional(z.string()),
  /** Quantity of measure. Producers put sentinels here: -1 not applicable, -2 not detected, -3 not tested. */
  qom: z.union([z.string(), z.number()]),
  uom: z.optional(z.string()),
  status: z.optional(verdict),
});

const assay = z.looseObject({
  test_id: z.optional(z.string()),
  test_type: z.optional(z.string()),
  status: z.optional(verdict),
  metrics: z.array(metric),
});

export const wciaDocumentSchema = z.looseObject({
  document_name: z.optional(z.string()),
  /** '1.0.0.0' in the first example, '2.0.0' in the 2.2.0 one. */
  document_schema_version: z.optional(z.string().check(z.regex(/^\d+(?:\.\d+){1,3}$/))),
  document_origin: z.optional(z.string()),
  lab_name: z.optional(z.string()),
  lab_ubi_license: z.optional(z.string()),
  lab_ccrs_license: z.optional(z.string()),
  labresult_id: z.optional(z.string()),
  sample: z.optional(z.looseObject({ id: z.optional(z.string()), sample_source_id: z.optional(z.string()) })),
  coa: z.optional(z.string()),
  release_date: z.optional(z.nullable(isoDate)),
  amended_date: z.optional(z.nullable(isoDate)),
  expire_date: z.optional(z.nullable(isoDate)),
  status: z.optional(verdict),
  is_medical: z.optional(z.union([z.literal(0), z.literal(1), z.boolean()])),
  metric_list: z.array(assay),
  meta: z.optional(z.record(z.string(), z.unknown())),
});
export type WciaDocument = z.infer<typeof wciaDocumentSchema>;

const pass = z.enum(['pass', 'fail']);

/** A document as this platform writes it: 2.2.0, every field there, verdicts as the examples spell them. */
export const wciaExportSchema = z.object({
  document_name: z.literal('WCIA Lab Result Schema'),
  document_schema_version: z.literal('2.2.0'),
  document_origin: z.string(),
  lab_name: z.string(),
  lab_ubi_license: z.string(),
  lab_ccrs_license: z.string(),
  labresult_id: z.string(),
  sample: z.object({ id: z.string(), sample_source_id: z.string() }),
  coa: z.string(),
  release_date: z.nullable(isoDate),
  amended_date: z.nullable(isoDate),
  expire_date: z.nullable(isoDate),
  status: pass,
  is_medical: z.union([z.literal(0), z.literal(1)]),
  metric_list: z.array(
    z.object({
      test_id: z.string(),
      test_type: z.string(),
      /** null: not tested. */
      status: z.nullable(pass),
      metrics: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          analyte_type: z.string(),
          qom: z.string(),
          uom: z.string(),
          status: z.nullable(pass),
        }),
      ),
    }),
  ),
  meta: z.record(z.string(), z.unknown()),
});
export type WciaExport = z.infer<typeof wciaExportSchema>;

/** A lab publishes one result, or a list of them; the first is the certificate's. */
const first = (doc: unknown) => (Array.isArray(doc) ? doc[0] : doc);

/** Whether a JSON document is a WCIA lab result (one, or the first of an array). */
export const isWcia = (doc: unknown): boolean => wciaDocumentSchema.safeParse(first(doc)).success;

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
  const r = wciaDocumentSchema.safeParse(first(doc));
  return r.success ? { doc: r.data } : { problem: 'notWcia' };
}

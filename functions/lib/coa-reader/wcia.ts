import { wciaDocumentSchema } from '#shared/schemas/wcia';
import type { CoaPrefill } from './prefill.ts';
import { analyteKey } from './analytes.ts';
import { coaChecks, judge, type Figures } from './checks.ts';

// A WCIA JSON lab result (shared/schemas/wcia.ts) as the entry form's prefill. Figures are `qom` in
// `uom` per analyte; names are chemical names ('delta-9-tetrahydrocannabinol'), read through the
// same catalogue as a PDF's. Units other than percent, mg/g and ppm are not concentrations of mass
// and are skipped.

const DIVISOR: Record<string, number> = { pct: 1, percent: 1, '%': 1, 'mg/g': 10, ppm: 10_000 };

/** A WCIA lab result as the entry form's prefill (source page 1, printed as 'name: qom uom'). */
export function readWcia(doc: unknown, opts: { file?: number; now?: Date } = {}): CoaPrefill {
  const r = wciaDocumentSchema.parse(Array.isArray(doc) ? doc[0] : doc);
  const fields: CoaPrefill['fields'] = {};
  const put = (name: keyof CoaPrefill['fields'], value: string | number | undefined, printed: string) => {
    if (value !== undefined && value !== '')
      fields[name] = {
        value: typeof value === 'string' ? value.slice(0, 256) : value,
        source: { page: 1, printed: printed.slice(0, 200) },
      };
  };
  put('labName', r.lab_name, `lab_name: ${r.lab_name}`);
  put('tracabilitySampleLotId', r.sample?.id, `sample.id: ${r.sample?.id}`);
  put('tracabilityParentLotId', r.sample?.sample_source_id, `sample.sample_source_id: ${r.sample?.sample_source_id}`);
  const figures: Figures = {};
  const seen = new Set<string>();
  for (const list of r.metric_list)
    for (const m of list.metrics) {
      const key = analyteKey(m.name);
      const divisor = DIVISOR[(m.uom ?? '').trim().toLowerCase()];
      const qom = typeof m.qom === 'number' ? m.qom : Number(m.qom);
      if (!key || !divisor || !Number.isFinite(qom) || qom < 0) continue;
      // one analyte reported twice (two assays) with different figures: leave it to staff
      if (seen.has(key)) {
        delete fields[key];
        delete figures[key];
        continue;
      }
      seen.add(key);
      const value = Number((qom / divisor).toPrecision(6));
      put(key, value, `${m.name}: ${m.qom} ${m.uom ?? ''}`.trim());
      figures[key] = value;
    }
  // its release is the report: a date after today is a problem like a PDF's
  const problems = judge(fields, coaChecks(figures, r.release_date ? { reported: r.release_date.slice(0, 10) } : {}));
  return {
    from: 'wcia',
    layout: 'wcia',
    file: opts.file ?? 0,
    readAt: (opts.now ?? new Date()).toISOString(),
    fields,
    problems,
  };
}

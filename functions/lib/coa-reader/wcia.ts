import * as pipelineMessages from '#shared/messages/service/pipeline';
import { PANELS, type PanelKey, type PanelStatus } from '#shared/safety-panels';
import { PANEL_UNITS, safetyPanelsSchema, type Analyte, type SafetyPanels } from '#shared/schemas/safety-panels';
import { RESIDUAL_SOLVENTS, type MeasureKey } from '#shared/schemas/test-result';
import { wciaDocumentSchema, type WciaDocument } from '#shared/schemas/wcia';
import {
  PANEL_ASSAYS,
  WCIA_NAMES,
  QOM_NOT_DETECTED,
  QOM_NOT_TESTED,
  WATER_ACTIVITY_ASSAY,
  WCIA_UNITS,
} from '#shared/schemas/wcia-names';
import type { CoaPrefill } from './prefill.ts';
import { analyteKey, foldName } from './analytes.ts';
import { coaChecks, judge, type Figures } from './checks.ts';

// A WCIA JSON lab result (shared/schemas/wcia.ts) as the entry form's prefill: the reverse of the
// platform's own WCIA export (#lib/exchange/wcia-export), so a document written there reads back to
// the same figures, non-detects and panels. Documents of every version 1.0–2.2 are read, as labs
// write them: figures as strings or numbers, the producers' sentinels in `qom` (-2 not detected,
// -3 not tested, -1 not applicable), units in any of their spellings. Potency figures are read
// through the same catalogue as a PDF's; the safety assays become panels; anything else (an
// analyte the form has no field for, a unit that is not a concentration) is left out, never guessed.

type Metric = WciaDocument['metric_list'][number]['metrics'][number];
type Assay = WciaDocument['metric_list'][number];

/** Potency figures are percent: the divisor from each spelling of a concentration unit to percent. */
const TO_PERCENT: Record<string, number> = {
  pct: 1,
  percent: 1,
  '%': 1,
  'mg/g': 10,
  ppm: 10_000,
  'ug/g': 10_000,
  'µg/g': 10_000,
  'mg/kg': 10_000,
};

/** Panel units by their spellings in WCIA documents (the platform's own among them). */
const PANEL_UNIT: Record<string, Analyte['unit']> = {
  ...Object.fromEntries(PANEL_UNITS.map((u) => [u.toLowerCase(), u])),
  ...Object.fromEntries(Object.entries(WCIA_UNITS).map(([u, w]) => [w, u as Analyte['unit']])),
  percent: '%',
  'µg/g': 'ug/g',
  'mg/kg': 'ug/g',
  'µg/kg': 'ug/kg',
  'ng/g': 'ug/kg',
  cfu: 'CFU/g',
  'cfu/g': 'CFU/g',
  ea: 'ea.',
  count: 'ea.',
};

const unitOf = (m: Metric) => (m.uom ?? '').trim().toLowerCase();

/** The test types of the safety assays, by the panel each fills. */
const PANEL_OF_TEST = new Map<string, PanelKey>([
  ...PANELS.map(({ key }) => [PANEL_ASSAYS[key].testType, key] as const),
  [WATER_ACTIVITY_ASSAY.testType, 'moisture'],
  ['microbiological assay', 'microbials'],
  ['microbiology assay', 'microbials'],
  ['heavy metals assay', 'heavyMetals'],
  ['pesticides assay', 'pesticides'],
  ['mycotoxins assay', 'mycotoxins'],
  ['moisture assay', 'moisture'],
  ['moisture content assay', 'moisture'],
  ['residual solvents assay', 'residualSolvents'],
]);

/**
 * The solvent figures by their WCIA names and common spellings. They are not in the PDF reader's
 * catalogue: a certificate prints solvents in µg/g, which is the panel, never the form's percent
 * fields; a WCIA document says its unit, so a percent figure can only be the platform's own.
 */
const SOLVENT_NAMES = new Map<string, MeasureKey>([
  ...RESIDUAL_SOLVENTS.map((k) => [foldName(WCIA_NAMES[k]), k] as const),
  ...(
    [
      ['butane', 'nButane'],
      ['hexane', 'nHexane'],
      ['heptane', 'nHeptane'],
      ['pentane', 'nPentane'],
      ['isopropyl alcohol', 'isopropanol'],
      ['2-propanol', 'isopropanol'],
      ['methylene chloride', 'dichloromethane'],
      ['isopentane', 'methylbutane2'],
    ] as const
  ).map(([name, k]) => [foldName(name), k] as const),
]);

/** What a `qom` says: a figure, or one of the three that are not figures; undefined: not applicable or unreadable. */
type Reading = { reading: 'value'; amount: number } | { reading: 'ND' | '<LOQ' | 'NT'; printed: string };
function readingOf(qom: Metric['qom']): Reading | undefined {
  const printed = String(qom).trim();
  if (printed === QOM_NOT_DETECTED || /^(nd|not detected|none detected)$/i.test(printed))
    return { reading: 'ND', printed: 'ND' };
  if (printed === QOM_NOT_TESTED || /^(nt|not tested)$/i.test(printed)) return { reading: 'NT', printed: 'NT' };
  if (/^<\s*loq$/i.test(printed) || /^<\s*\d/.test(printed)) return { reading: '<LOQ', printed };
  if (!/^\d+(?:\.\d+)?(?:e[-+]?\d+)?$/i.test(printed)) return undefined;
  const amount = Number(printed);
  return Number.isFinite(amount) ? { reading: 'value', amount } : undefined;
}

/** The verdict as the examples spell it ('pass'), or as the README does (a boolean); null and others: none. */
const verdictOf = (v: unknown): 'pass' | 'fail' | undefined =>
  v === true || (typeof v === 'string' && /^pass(ed)?$/i.test(v))
    ? 'pass'
    : v === false || (typeof v === 'string' && /^fail(ed)?$/i.test(v))
      ? 'fail'
      : undefined;

/** A lower-case chemical name as a label reads it: its first letter capitalised. */
const labelled = (name: string) => (name === name.toLowerCase() ? name.charAt(0).toUpperCase() + name.slice(1) : name);

function panelAnalyte(m: Metric): Analyte | undefined {
  const unit = PANEL_UNIT[unitOf(m)];
  const r = readingOf(m.qom);
  if (!unit || !r) return undefined;
  const status = r.reading === 'NT' ? undefined : verdictOf(m.status);
  return {
    name: labelled(m.name.trim()).slice(0, 80),
    ...(r.reading === 'value' ? { reading: 'value', amount: r.amount } : { reading: r.reading }),
    unit,
    ...(status && { status }),
  };
}

/** A panel's status from its assays' verdicts: any failed fails it; none given is not tested. */
function panelStatus(assays: Assay[]): PanelStatus {
  const verdicts = assays.map((a) => verdictOf(a.status));
  return verdicts.includes('fail') ? 'fail' : verdicts.includes('pass') ? 'pass' : 'not tested';
}

/** A figure as the form takes it, in percent at the precision the lab gave, or its non-detect as printed. */
function figureOf(m: Metric): number | string | undefined {
  const r = readingOf(m.qom);
  if (!r || r.reading === 'NT') return undefined;
  if (r.reading !== 'value') return r.printed;
  const divisor = TO_PERCENT[unitOf(m)];
  if (!divisor) return undefined;
  // a division in floating point gives 0.12000000000000001: twelve digits keep every lab figure
  return divisor === 1 ? r.amount : Number((r.amount / divisor).toPrecision(12));
}

/** A lab result in the WCIA format as the entry form's prefill (source page 1, printed as 'name: qom uom'). */
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
  put('testDate', r.release_date?.slice(0, 10), `release_date: ${r.release_date}`);

  const figures: Figures = {};
  const seen = new Set<string>();
  const panelAssays = new Map<PanelKey, Assay[]>();
  const panelMetrics = new Map<PanelKey, Metric[]>();
  const problems: string[] = [];
  for (const assay of r.metric_list) {
    const panel = PANEL_OF_TEST.get((assay.test_type ?? '').trim().toLowerCase());
    let ofPanel = panel !== undefined && assay.metrics.length === 0;
    for (const m of assay.metrics) {
      // the platform writes solvent figures in percent under the solvent assay; a lab's µg/g are its panel
      const solvent =
        panel === 'residualSolvents' && TO_PERCENT[unitOf(m)] === 1 && SOLVENT_NAMES.get(foldName(m.name));
      const key = solvent || (panel ? undefined : analyteKey(m.name));
      if (key) {
        const value = figureOf(m);
        if (value === undefined) continue;
        // one analyte reported twice (two assays) with different figures: leave it to staff
        if (seen.has(key)) {
          delete fields[key];
          delete figures[key];
          continue;
        }
        seen.add(key);
        // a document made from a state LabTest file names each metric's line of it
        const line = m.id && /^line \d+$/.test(m.id) ? `${m.id}: ` : '';
        put(key, value, `${line}${m.name}: ${m.qom} ${m.uom ?? ''}`.trim());
        if (typeof value === 'number') figures[key] = value;
      } else if (panel) {
        ofPanel = true;
        panelMetrics.set(panel, [...(panelMetrics.get(panel) ?? []), m]);
      }
    }
    if (panel && ofPanel) panelAssays.set(panel, [...(panelAssays.get(panel) ?? []), assay]);
  }

  const panels: SafetyPanels = {};
  for (const { key, label } of PANELS) {
    const assays = panelAssays.get(key);
    if (!assays) continue;
    const analytes = (panelMetrics.get(key) ?? []).map(panelAnalyte).filter((a): a is Analyte => a !== undefined);
    const candidate = { status: panelStatus(assays), analytes: analytes.slice(0, 250) };
    const checked = safetyPanelsSchema.safeParse({ [key]: candidate });
    if (checked.success) panels[key] = checked.data[key]!;
    else problems.push(pipelineMessages.wciaPanelLeftOut(label, checked.error.issues[0]?.message ?? ''));
  }
  // its release is the report: a date after today is a problem like a PDF's
  problems.unshift(
    ...judge(fields, coaChecks(figures, r.release_date ? { reported: r.release_date.slice(0, 10) } : {}), {
      reported: 'testDate',
    }),
  );
  return {
    from: 'wcia',
    layout: 'wcia',
    file: opts.file ?? 0,
    readAt: (opts.now ?? new Date()).toISOString(),
    fields,
    ...(Object.keys(panels).length && { panels }),
    problems,
  };
}

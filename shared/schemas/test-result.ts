import * as z from 'zod/mini';
import * as testResultMessages from '../messages/client/test-results.ts';
import { idSchema, isoDateTime, text } from './common.ts';
import { safetyPanelsSchema } from './safety-panels.ts';

// The field catalogue of spec 3 section 3. Every concentration is percent of mass.
export const CANNABINOIDS = [
  'cbc',
  'cbcA',
  'cbd',
  'cbdA',
  'cbdV',
  'cbdVA',
  'cbg',
  'cbgA',
  'cbl',
  'cblA',
  'cbn',
  'cbnA',
  'd8Thc',
  'thc',
  'thcA',
  'thcAC4',
  'thcV',
  'thcVA',
  'thcTotal',
  'cbdTotal',
] as const;
export const MAIN_TERPENES = [
  'caryophyllene',
  'humulene',
  'limonene',
  'linalool',
  'myrcene',
  'ocimene',
  'alphaPinene',
  'betaPinene',
  'terpinolene',
] as const;
export const EXTENDED_TERPENES = [
  'bisabolol',
  'camphene',
  'camphor',
  'carene',
  'caryophelleneOxide',
  'aCedrene',
  'cedrol',
  'citronellol',
  'paraCymene',
  'eucalyptol',
  'farnesene',
  'bFarnesene',
  'fenchol',
  'geraniol',
  'gernylAcetate',
  'guaiol',
  'Isoborneol',
  'isopulegol',
  'bMaaliene',
  'menthol',
  'nerol',
  'transNerolidol',
  'cisNerolidol',
  'aPhellandrene',
  'phytol1',
  'phytol2',
  'pulegone',
  'sabinene',
  'sabineneHydrate',
  'selinadiene',
  'aTerpinene',
  'gTerpinene',
  'terpineol',
  'thujene',
  'thymol',
] as const;
export const RESIDUAL_SOLVENTS = [
  'acetone',
  'acetonitrile',
  'benzene',
  'nButane',
  'carbonTetrachloride',
  'chloroform',
  'cyclohexane',
  'dichloromethane',
  'ethanol',
  'ethylAcetate',
  'ethyleneOxide',
  'nHeptane',
  'nHexane',
  'isobutane',
  'isopropanol',
  'methanol',
  'methylbutane2',
  'methylcyclopentane',
  'methylpentane3',
  'neopentane',
  'nPentane',
  'propane',
  'tetrahydrofuran',
  'toluene',
  'mpXylene',
  'oXylene',
] as const;

export const TERPENE_LIMIT_MESSAGE = testResultMessages.terpeneLimit;
export const REQUIRED_FIELDS_MESSAGE = testResultMessages.requiredFields;

/** Every figure of a result: cannabinoids, main terpenes and their total, extended terpenes, solvents. */
export const MEASURES = [
  ...CANNABINOIDS,
  ...MAIN_TERPENES,
  'terpeneTotal',
  ...EXTENDED_TERPENES,
  ...RESIDUAL_SOLVENTS,
] as const;
export type MeasureKey = (typeof MEASURES)[number];

/** The reported totals, which restate other figures and so never count towards a sum. */
const TOTALS = new Set<MeasureKey>(['thcTotal', 'cbdTotal', 'terpeneTotal']);
const TERPENES = new Set<MeasureKey>([...MAIN_TERPENES, ...EXTENDED_TERPENES]);
const SOLVENTS = new Set<MeasureKey>(RESIDUAL_SOLVENTS);

/** The upper bound of a figure (percent of mass) and the message above it (spec 3 §5). */
export const boundOf = (key: MeasureKey): { max: number; message: string } =>
  TERPENES.has(key) ? { max: 15, message: TERPENE_LIMIT_MESSAGE } : { max: 100, message: testResultMessages.atMost100 };

/**
 * A figure the lab reported as below what it can measure: 'ND', '<LOQ', '<0.1'… kept as printed,
 * with the limit when the lab printed one. It is drawn as zero and never counts towards a sum.
 */
export const nonDetectSchema = z.object({
  printed: text(32, 1),
  limit: z.optional(z.number().check(z.gte(0), z.lte(100))),
});
export type NonDetect = z.infer<typeof nonDetectSchema>;

// what labs print for a figure: 12.5, .8, 12.5 %
const FIGURE = /^(\d+(?:\.\d*)?|\.\d+)\s*%?$/;
// what labs print for nothing found: ND, N.D., nd, Not Detected, <LOQ, < LOD, BLQ, BQL
const NOT_FOUND = /^(?:n\.?\s?d\.?|not\s+detected|none\s+detected|<\s*lo[qd]|b[lq][lq])$/i;
// … or below a limit they print: <0.1, < 0.05, <0.1%
const BELOW = /^<\s*(\d+(?:\.\d*)?|\.\d+)\s*%?$/;

/** A figure as typed or sent: a number, text ('12.5', 'ND', '<0.1'), or nothing ('' or absent). */
export type MeasureInput = number | string | null | undefined;
export type Measure = { value: number } | { nonDetect: NonDetect };

/** Reads a figure as typed; undefined when empty, 'invalid' when it is neither a figure nor a non-detect. */
export function readMeasure(raw: MeasureInput): Measure | undefined | 'invalid' {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === 'number') return Number.isFinite(raw) ? { value: raw } : 'invalid';
  const s = raw.trim();
  if (!s) return undefined;
  if (s.length > 32) return 'invalid';
  const figure = FIGURE.exec(s);
  if (figure) return { value: Number(figure[1]) };
  if (NOT_FOUND.test(s)) return { nonDetect: { printed: s } };
  const below = BELOW.exec(s);
  if (below) return { nonDetect: { printed: s, limit: Number(below[1]) } };
  return 'invalid';
}

/** The number a figure stands for in sums and bounds: a non-detect's limit (what it is below), else its value. */
const upTo = (m: Measure | undefined | 'invalid') =>
  m === undefined || m === 'invalid' ? 0 : 'value' in m ? m.value : (m.nonDetect.limit ?? 0);

const measureInput = (key: MeasureKey) => {
  const { max, message } = boundOf(key);
  return z.optional(
    z.nullable(z.union([z.number(), z.string()])).check(
      z.refine((v) => readMeasure(v) !== 'invalid', testResultMessages.notAFigure),
      z.refine((v) => upTo(readMeasure(v)) >= 0, testResultMessages.atLeastZero),
      z.refine((v) => upTo(readMeasure(v)) <= max, message),
    ),
  );
};

/**
 * What the figures of a result add up to, non-detects counting as nothing (they are below what the
 * lab could see, which is usually far below a rounding of the others) and reported totals left out.
 */
export function measureSums(values: Partial<Record<MeasureKey, MeasureInput>>) {
  let cannabinoids = 0;
  let terpenes = 0;
  for (const key of MEASURES) {
    if (TOTALS.has(key) || SOLVENTS.has(key)) continue;
    const m = readMeasure(values[key]);
    if (m === undefined || m === 'invalid' || !('value' in m)) continue;
    if (TERPENES.has(key)) terpenes += m.value;
    else cannabinoids += m.value;
  }
  const total = upTo(readMeasure(values.terpeneTotal));
  // a lab's own terpene total may cover terpenes the form has no field for
  terpenes = Math.max(terpenes, total);
  return { cannabinoids, terpenes, both: cannabinoids + terpenes };
}

// figures summed in floating point: 1e-9 keeps 60.1 + 39.9 from reading as over 100
const over100 = (n: number) => n > 100 + 1e-9;

/** The first sum above 100 % of the sample, as its message and the figures it adds; undefined when the result is possible. */
export function sumOver100(
  values: Partial<Record<MeasureKey, MeasureInput>>,
): { message: string; summed: MeasureKey[] } | undefined {
  const s = measureSums(values);
  const group = over100(s.cannabinoids)
    ? 'cannabinoids'
    : over100(s.terpenes)
      ? 'terpenes'
      : over100(s.both)
        ? 'both'
        : undefined;
  if (!group) return undefined;
  const message =
    group === 'cannabinoids'
      ? testResultMessages.cannabinoidsOver100(s.cannabinoids)
      : group === 'terpenes'
        ? testResultMessages.terpenesOver100(s.terpenes)
        : testResultMessages.bothOver100(s.both);
  const inGroup = (key: MeasureKey) =>
    key === 'terpeneTotal'
      ? group !== 'cannabinoids'
      : !TOTALS.has(key) && !SOLVENTS.has(key) && (group === 'both' || TERPENES.has(key) === (group === 'terpenes'));
  const summed = MEASURES.filter(
    (k) => inGroup(k) && values[k] !== undefined && values[k] !== null && values[k] !== '',
  );
  return { message, summed };
}

/** The first sum above 100 % of the sample, as its message; undefined when the result is possible. */
export const sumProblem = (values: Partial<Record<MeasureKey, MeasureInput>>): string | undefined =>
  sumOver100(values)?.message;

const measureShape = <T extends z.ZodMiniType>(make: (key: MeasureKey) => T) =>
  Object.fromEntries(MEASURES.map((k) => [k, make(k)])) as { [P in MeasureKey]: T };

/** The fields a result cannot be saved without (spec 3: Sample Type Category, Sample Type, Strain, Lab Source). */
const required = () =>
  z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .check(z.trim(), z.minLength(1, REQUIRED_FIELDS_MESSAGE), z.maxLength(128, 'must be at most 128 characters'));

export const testLabSchema = z.object({ _id: idSchema, name: required() }, { error: REQUIRED_FIELDS_MESSAGE });

const storedMeasure = (key: MeasureKey) => {
  const { max, message } = boundOf(key);
  return z.optional(z.number().check(z.gte(0, testResultMessages.atLeastZero), z.lte(max, message)));
};

export const testResultSchema = z.object({
  _id: idSchema,
  dataOwner: idSchema,
  producer: idSchema,
  testLab: testLabSchema,
  sampleTypeCategory: required(),
  sampleType: required(),
  strain: required(),
  tracabilitySampleLotId: z.optional(text(128)),
  tracabilityParentLotId: z.optional(text(128)),
  testDate: z.optional(z.iso.date()),
  pdfFiles: z._default(z.array(text(2048)).check(z.maxLength(20)), []),
  approved: z._default(z.boolean(), false),
  reviewNotes: z.optional(text(600)),
  lotId: z.optional(idSchema),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  ...measureShape(storedMeasure),
  /** Figures reported as below detection, by field: the field itself holds no number. */
  nonDetects: z.optional(z.partialRecord(z.enum(MEASURES), nonDetectSchema)),
  /** The safety tests the certificate reports (docs/data-model.md, Safety panels). */
  panels: z.optional(safetyPanelsSchema),
});
export type TestResult = z.infer<typeof testResultSchema>;

/** A date field left empty in the form is sent as ''. */
const optionalDate = /* @__PURE__ */ (() => z.optional(z.union([z.iso.date(), z.literal('')])))();

/** The figures of a certificate, by catalogue key: numbers, or text as printed ('24.89', 'ND', '<0.1'). */
export const figuresSchema = /* @__PURE__ */ (() => z.strictObject(measureShape(measureInput)))();
export type Figures = Partial<Record<MeasureKey, MeasureInput>>;

/**
 * What the test result form (and the admin's CSV upload, and any API client) sends: JSON rather
 * than the spec's form data. Figures may be numbers or text as the certificate prints them; the
 * form and the server read them with this one schema, so they agree on every message. They sit
 * in `figures` (the stored result keeps them flat, as the spec's entity does), so a result
 * without figures is a valid body and a figure's name never collides with a field's.
 */
// built inside pure calls, like the two above: a bundle that reads stored results and never takes a
// body (every route that imports the catalogue) drops the certificate reading and its zod parts
export const testResultBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      testLab: testLabSchema,
      sampleTypeCategory: required(),
      sampleType: required(),
      strain: required(),
      tracabilitySampleLotId: z.optional(text(128)),
      tracabilityParentLotId: z.optional(text(128)),
      testDate: optionalDate,
      pdfFiles: z.optional(z.array(text(2048)).check(z.maxLength(20, 'must be at most 20 files'))),
      approved: z.optional(z.boolean()),
      figures: z.optional(figuresSchema),
      panels: z.optional(safetyPanelsSchema),
      /** A new result's lot is of this product (one of the client's; '' for none); an update leaves the lot as it is. */
      product: z.optional(z.union([idSchema, z.literal('')])),
    })
    .check(
      z.refine((b) => sumProblem(b.figures ?? {}) === undefined, {
        error: (iss) => sumProblem((iss.input as { figures?: Figures }).figures ?? {}) ?? 'is not possible',
        path: ['root'],
      }),
    ))();
export type TestResultBody = z.input<typeof testResultBodySchema>;

/** The stored figures of a body: numbers in their fields, non-detects beside them as printed. */
export function storedMeasures(body: Figures) {
  const values: Partial<Record<MeasureKey, number>> = {};
  const nonDetects: Partial<Record<MeasureKey, NonDetect>> = {};
  for (const key of MEASURES) {
    const m = readMeasure(body[key]);
    if (m === undefined || m === 'invalid') continue;
    if ('value' in m) values[key] = m.value;
    else nonDetects[key] = m.nonDetect;
  }
  return { values, nonDetects: Object.keys(nonDetects).length ? nonDetects : undefined };
}

/** A figure as the certificate printed it: a non-detect's own text, else the number. */
export const printedMeasure = (t: Partial<TestResult>, key: MeasureKey): string | undefined =>
  t.nonDetects?.[key]?.printed ?? (t[key] === undefined ? undefined : String(t[key]));

export { totalCbd, totalsCheck, totalThc } from '../potency.ts';

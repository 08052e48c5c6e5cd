import * as z from 'zod/mini';
import { idSchema, isoDateTime, text } from './common.ts';

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

export const TERPENE_LIMIT_MESSAGE = 'Concentrations of any one terpene above 15% will be rejected';
export const REQUIRED_FIELDS_MESSAGE = 'All Required Fields Must Be Entered';

const percent = (max: number, tooHigh: string) => z.number().check(z.gte(0, 'must be 0 or more'), z.lte(max, tooHigh));
const cannabinoid = percent(100, 'must be 100 or less');
const terpene = percent(15, TERPENE_LIMIT_MESSAGE);
const solvent = percent(100, 'must be 100 or less');

const shape = <K extends string, T extends z.ZodMiniType>(keys: readonly K[], t: T) =>
  Object.fromEntries(keys.map((k) => [k, z.optional(t)])) as { [P in K]: z.ZodMiniOptional<T> };

/** The fields a result cannot be saved without (spec 3: Sample Type Category, Sample Type, Strain, Lab Source). */
const required = () =>
  z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .check(z.trim(), z.minLength(1, REQUIRED_FIELDS_MESSAGE), z.maxLength(128, 'must be at most 128 characters'));

export const testLabSchema = z.object({ _id: idSchema, name: required() }, { error: REQUIRED_FIELDS_MESSAGE });

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
  ...shape(CANNABINOIDS, cannabinoid),
  ...shape(MAIN_TERPENES, terpene),
  terpeneTotal: z.optional(percent(100, 'must be 100 or less')),
  ...shape(EXTENDED_TERPENES, terpene),
  ...shape(RESIDUAL_SOLVENTS, solvent),
});
export type TestResult = z.infer<typeof testResultSchema>;

export { totalCbd, totalsCheck, totalThc } from '../potency.ts';

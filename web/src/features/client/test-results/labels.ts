import type { PanelStatus } from '#shared/safety-panels';
import type { Analyte } from '#shared/schemas/safety-panels';
import { CANNABINOIDS, MAIN_TERPENES, type MeasureKey } from '#shared/schemas/test-result';

export { labelOf } from '#shared/figure-labels';

/** The short form's figures, each marked required (spec 2 §5): they are what a cannastamp draws. */
export const SHORT_CANNABINOIDS = ['thc', 'thcA', 'thcTotal', 'cbd', 'cbdA', 'cbdTotal', 'cbc', 'cbg', 'cbn'] as const;
export const MARKED_REQUIRED = new Set<MeasureKey>([...SHORT_CANNABINOIDS, ...MAIN_TERPENES]);
/** The sample's fields by form field, as the form labels them (and the review's confirmation names them). */
export const SAMPLE_LABELS = {
  testLab: 'Lab Source',
  sampleTypeCategory: 'Product Categories',
  sampleType: 'Sample Type',
  strain: 'Sample Strain',
  tracabilitySampleLotId: 'Sample Lot ID',
  tracabilityParentLotId: 'Source (Batch) Lot ID',
  testDate: 'Test Date',
} as const;
/** The sample's fields the form marks required, in the form's order. */
export const MARKED_REQUIRED_SAMPLE = [
  'testLab',
  'sampleTypeCategory',
  'sampleType',
  'strain',
  'tracabilitySampleLotId',
  'tracabilityParentLotId',
] as const;
/** The optional cannabinoids of the extended data. */
export const OPTIONAL_CANNABINOIDS = CANNABINOIDS.filter((k) => !MARKED_REQUIRED.has(k));

// The safety panel editor's words (docs/client-test-results.md, Safety tests): the lab's own terms
// where certificates print them (ND, <LOQ), µg for the 'ug' the schema keeps in ASCII.

export const SAFETY_LEGEND = 'Safety tests';
export const SAFETY_HINT =
  'Tick each test the certificate reports, with its result and, if you like, each analyte: its reading as printed (a figure, ND for not detected, <LOQ for below the limit of quantitation), unit, limit and verdict. A test left unticked is saved as not reported, never as passed.';
export const ADD_ANALYTE = 'Add an analyte';
export const NO_ANALYTES = 'No analytes entered: the result shows the status alone.';

export const PANEL_STATUS_LABELS: Record<PanelStatus, string> = {
  pass: 'Passed',
  fail: 'Failed',
  'not tested': 'Not tested',
};
export const READING_LABELS: Record<Analyte['reading'], string> = {
  value: 'Value',
  ND: 'ND',
  '<LOQ': '<LOQ',
  NT: 'Not tested',
};
export const UNIT_LABELS: Record<Analyte['unit'], string> = {
  '%': '%',
  'ug/g': 'µg/g (ppm)',
  'ug/kg': 'µg/kg (ppb)',
  'CFU/g': 'CFU/g',
  aw: 'aw',
  'ea.': 'ea.',
};
/** The analyte's verdict: none when the lab printed none ('' in the form). */
export const VERDICT_LABELS: Record<'' | 'pass' | 'fail', string> = { '': 'None printed', pass: 'Pass', fail: 'Fail' };

/** The visible label of each input of an analyte row. */
export const ANALYTE_FIELDS = {
  name: 'Name',
  reading: 'Reading',
  amount: 'Amount',
  unit: 'Unit',
  limit: 'Limit',
  status: 'Verdict',
} as const;

/** An analyte row input's accessible name: the panel and the row's position, as 'Pesticides analyte 2 reading'. */
export const analyteLabel = (panel: string, position: number, field: keyof typeof ANALYTE_FIELDS) =>
  `${panel} analyte ${position} ${ANALYTE_FIELDS[field].toLowerCase()}`;
/** The row's remove button, naming the analyte when it has a name. */
export const removeAnalyteLabel = (panel: string, position: number, name: string) =>
  `Remove ${panel.toLowerCase()} analyte ${position}${name.trim() ? ` (${name.trim()})` : ''}`;
/** A panel's status select, named for its panel. */
export const panelStatusLabel = (panel: string) => `${panel} status`;
/** A panel's add button, named for its panel (several panels may be open at once). */
export const addAnalyteLabel = (panel: string) => `${ADD_ANALYTE} to ${panel.toLowerCase()}`;
/** Where the panels the form starts with were read. */
export const panelsReadFrom = (source: string) => `${source}: check each test against the document before saving.`;

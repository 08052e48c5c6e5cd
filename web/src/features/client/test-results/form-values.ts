import {
  MEASURES,
  printedMeasure,
  type MeasureKey,
  type TestResult,
  type TestResultBody,
} from '#shared/schemas/test-result';
import type { SafetyPanels } from '#shared/schemas/safety-panels';
import type { ReadPanels, ReadValues } from '#web/components/coa-prefill/read-values.ts';
import { panelsFormOf, panelsOf, reportsAny, type PanelsValues } from './panel-values.ts';

// The form holds every figure as the text typed (so 'ND' and '<0.1' stay as printed) and sends
// only the fields that hold something; the body schema reads them the way the server does. The
// safety panels are held as the editor shows them (panel-values.ts) and checked in the body's shape.

export type FormValues = Omit<TestResultBody, 'testLab' | 'figures' | 'panels'> & {
  testLab?: TestResultBody['testLab'];
  pdfFiles: string[];
  figures: Record<MeasureKey, string>;
  panels: PanelsValues;
};

/** The form's values for a result, or an empty form. */
export function formOf(t?: TestResult): FormValues {
  const figures = Object.fromEntries(MEASURES.map((k) => [k, t ? (printedMeasure(t, k) ?? '') : ''])) as Record<
    MeasureKey,
    string
  >;
  return {
    testLab: t?.testLab,
    sampleTypeCategory: t?.sampleTypeCategory ?? '',
    sampleType: t?.sampleType ?? '',
    strain: t?.strain ?? '',
    tracabilitySampleLotId: t?.tracabilitySampleLotId ?? '',
    tracabilityParentLotId: t?.tracabilityParentLotId ?? '',
    testDate: t?.testDate ?? '',
    pdfFiles: t?.pdfFiles ?? [],
    figures,
    panels: panelsFormOf(t?.panels),
  };
}

/** The form fields a read value may fill, beside the figures ('figures.<key>') and the lab (chosen from its list). */
const TEXT_FIELDS = ['sampleType', 'strain', 'tracabilitySampleLotId', 'tracabilityParentLotId', 'testDate'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const isTextField = (name: string): name is TextField => (TEXT_FIELDS as readonly string[]).includes(name);

/**
 * The values read that go into the form as they stand: each field still empty in `values`, by form
 * field name ('strain', 'figures.thcA'). A doubtful value (a check of the reader's failed on it)
 * is left for the user to take, and what the user typed is never replaced.
 */
export function fillsFrom(values: FormValues, read: ReadValues): [TextField | `figures.${MeasureKey}`, string][] {
  const fills: [TextField | `figures.${MeasureKey}`, string][] = [];
  for (const [name, v] of Object.entries(read)) {
    if (!v || v.doubtful) continue;
    if (name.startsWith('figures.')) {
      const key = name.slice('figures.'.length) as MeasureKey;
      if (key in values.figures && !values.figures[key]) fills.push([`figures.${key}`, v.value]);
    } else if (isTextField(name) && !values[name]) fills.push([name, v.value]);
  }
  return fills;
}

/**
 * The safety panels read, as the editor takes them, when the form reports none yet: panels the
 * user entered (or the result had) are never mixed with a certificate's. Undefined when nothing fills.
 */
export function panelFillsFrom(values: FormValues, read: ReadPanels | undefined): PanelsValues | undefined {
  if (!read || reportsAny(values.panels)) return undefined;
  return panelsFormOf(read.panels);
}

/**
 * The form's values with what was read from the certificate filled in (the lab is chosen once the
 * lab list loads), the safety panels too when the form has none.
 */
export function withRead(values: FormValues, read: ReadValues, panels?: ReadPanels): FormValues {
  const out: FormValues = { ...values, figures: { ...values.figures } };
  for (const [name, value] of fillsFrom(values, read)) {
    if (name.startsWith('figures.')) out.figures[name.slice('figures.'.length) as MeasureKey] = value;
    else out[name as TextField] = value;
  }
  out.panels = panelFillsFrom(values, panels) ?? values.panels;
  return out;
}

/**
 * What the body schema checks: the form's values with the panels in the body's shape. Every save
 * of the form sends `panels` (`{}` when none is ticked), since the form shows them all: a panel
 * unticked here is one the result no longer reports.
 */
export const checkedBody = (values: FormValues): Omit<FormValues, 'panels'> & { panels: SafetyPanels } => ({
  ...values,
  panels: panelsOf(values.panels),
});

/** The body to send: what the schema accepted, without the empty figures. */
export function bodyOf(values: TestResultBody): TestResultBody {
  const figures = Object.fromEntries(Object.entries(values.figures ?? {}).filter(([, v]) => v !== '' && v != null));
  return { ...values, figures };
}

/** Whether a result holds any figure of these keys (the extended data opens when it does). */
export const holdsAny = (t: TestResult | undefined, keys: readonly MeasureKey[]) =>
  !!t && keys.some((k) => printedMeasure(t, k) !== undefined);

/** A figure one step (0.001, spec 2 §5) up or down, as the arrow keys of a number input would. */
export function stepped(value: string, direction: 1 | -1): string | undefined {
  const v = value.trim();
  if (v !== '' && !/^(\d+(\.\d*)?|\.\d+)$/.test(v)) return undefined;
  const next = Math.max(0, Math.round(((v === '' ? 0 : Number(v)) + direction * 0.001) * 1000) / 1000);
  return next.toFixed(3);
}

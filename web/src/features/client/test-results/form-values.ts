import {
  MEASURES,
  printedMeasure,
  type MeasureKey,
  type TestResult,
  type TestResultBody,
} from '#shared/schemas/test-result';

// The form holds every figure as the text typed (so 'ND' and '<0.1' stay as printed) and sends
// only the fields that hold something; the body schema reads them the way the server does.

export type FormValues = Omit<TestResultBody, 'testLab' | 'figures'> & {
  testLab?: TestResultBody['testLab'];
  pdfFiles: string[];
  figures: Record<MeasureKey, string>;
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
  };
}

/** Values read from a certificate, by form field ('strain', 'figures.thcA'; 'testLab' is the lab's name as printed). */
export type ReadValues = Partial<Record<string, { value: string; source: string }>>;

/** The form's values with what was read from the certificate filled in (the lab is chosen once the lab list loads). */
export function withRead(values: FormValues, read: ReadValues): FormValues {
  const out: FormValues = { ...values, figures: { ...values.figures } };
  for (const [name, v] of Object.entries(read)) {
    if (!v) continue;
    if (name.startsWith('figures.')) {
      const key = name.slice('figures.'.length);
      if (key in out.figures) out.figures[key as MeasureKey] = v.value;
    } else if (
      name === 'sampleType' ||
      name === 'strain' ||
      name === 'tracabilitySampleLotId' ||
      name === 'tracabilityParentLotId' ||
      name === 'testDate'
    )
      out[name] = v.value;
  }
  return out;
}

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

import { labelOf } from '#shared/figure-labels';
import * as pipelineMessages from '#shared/messages/service/pipeline';
import { PREFILL_TEXT_FIELDS } from '#shared/schemas/coa-prefill';
import { PANELS } from '#shared/safety-panels';
import type { SafetyPanels } from '#shared/schemas/safety-panels';
import type { MeasureKey } from '#shared/schemas/test-result';
import type { CoaPrefill } from './prefill.ts';

// A draft may hold several certificates of one sample: a lab that issues potency and safety
// apart, a corrected reissue beside the first, a WCIA file beside its PDF. Each is read, and the
// draft's prefill is what they say together: a value one file gives is kept with the file it came
// from; a value two files give differently is left out and said to be, as a reader that is not
// sure leaves a field empty. The primary file (a WCIA document's figures over a page's print)
// comes first where files agree.

type Fields = CoaPrefill['fields'];
type Source = NonNullable<Fields[keyof Fields]>['source'];

const same = (a: unknown, b: unknown) => String(a) === String(b);
const TEXT_NAMES: Record<(typeof PREFILL_TEXT_FIELDS)[number], string> = {
  labName: 'the lab',
  strain: 'the strain',
  sampleType: 'the sample type',
  tracabilitySampleLotId: 'the sample id',
  tracabilityParentLotId: 'the lot id',
  testDate: 'the test date',
};
const nameOf = (key: keyof Fields) =>
  key in TEXT_NAMES ? TEXT_NAMES[key as keyof typeof TEXT_NAMES] : labelOf(key as MeasureKey);

/** The readings of a draft's files, primary first, as one prefill. */
export function mergeReadings(readings: readonly CoaPrefill[]): CoaPrefill {
  const [primary, ...others] = readings;
  if (!primary) throw new Error('no reading to merge');
  if (!others.length) return primary;
  const mark = (r: CoaPrefill, source: Source): Source =>
    r === primary ? source : { ...source, file: r.file, from: r.from };
  const fields: Fields = {};
  const problems: string[] = [];
  const keys = new Set(readings.flatMap((r) => Object.keys(r.fields))) as Set<keyof Fields>;
  for (const key of keys) {
    const given = readings.filter((r) => r.fields[key]);
    const values = given.map((r) => r.fields[key]!.value);
    if (values.some((v) => !same(v, values[0]))) {
      problems.push(
        pipelineMessages.filesDisagree(
          nameOf(key),
          given.map((r) => r.file + 1),
          values.map(String),
        ),
      );
      continue;
    }
    const first = given[0]!;
    const value = first.fields[key]!;
    fields[key] = { ...value, source: mark(first, value.source) };
  }
  const panels: SafetyPanels = {};
  const panelSources: NonNullable<CoaPrefill['panelSources']> = {};
  for (const { key, label } of PANELS) {
    const given = readings.filter((r) => r.panels?.[key]);
    if (!given.length) continue;
    const statuses = given.map((r) => r.panels![key]!.status);
    if (statuses.some((s) => s !== statuses[0])) {
      problems.push(
        pipelineMessages.filesDisagree(
          label,
          given.map((r) => r.file + 1),
          statuses,
        ),
      );
      continue;
    }
    // the reading that lists the panel's analytes (a WCIA document's) over one that read its verdict alone
    const fullest = [...given].sort((a, b) => b.panels![key]!.analytes.length - a.panels![key]!.analytes.length)[0]!;
    panels[key] = fullest.panels![key]!;
    const source = fullest.panelSources?.[key];
    if (source) panelSources[key] = mark(fullest, source);
  }
  for (const r of readings) problems.push(...r.problems.map((p) => pipelineMessages.inFile(r.file + 1, p)));
  const { panels: _p, panelSources: _s, ...rest } = primary;
  return {
    ...rest,
    fields,
    ...(Object.keys(panels).length && { panels }),
    ...(Object.keys(panelSources).length && { panelSources }),
    problems: problems.map((p) => p.slice(0, 300)),
  };
}

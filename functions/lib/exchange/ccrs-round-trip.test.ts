import { describe, expect, it } from 'vitest';
import { buildDemoData } from '#infra/local/seed/demo-data';
import { demoTestResults } from '#infra/local/seed/test-results';
import { coaPrefillSchema } from '#shared/schemas/coa-prefill';
import { PANELS } from '#shared/safety-panels';
import type { Analyte } from '#shared/schemas/safety-panels';
import { MEASURES, RESIDUAL_SOLVENTS, type TestResult } from '#shared/schemas/test-result';
import { WCIA_NAMES } from '#shared/schemas/wcia-names';
import { readWcia } from '#lib/coa-reader/wcia';
import { labTestHeader, labTestLine, readLabTestFile, recordProblems } from './ccrs-file.ts';
import { labTestRecords } from './ccrs-export.ts';
import { readLabTestRecords } from './ccrs-import.ts';
import { panelAnalyteId, testNameOf } from './ccrs-names.ts';

// What the platform writes as the state's LabTest file it reads back the same, where the file can
// hold it: every demo result made into records, written as a file, read and imported as a lab's
// file gives the same figures, units and verdicts. The file holds the six potency figures the state
// names (in mg/g) and the panel analytes it names; a non-detect is 0 in it, a limit is not in it.

const data = buildDemoData();
const results: TestResult[] = [...data.tests, ...demoTestResults(data).tests];
const SOLVENTS = new Set<string>(RESIDUAL_SOLVENTS);
/** Twelve significant digits, as the file writes figures: the demo's 8.4 + 0.3 is 8.7 in it. */
const exact = (n: number) => Number(n.toPrecision(12));

/** The figures the file holds, as the form takes them: percent, a non-detect 0. */
const heldFigures = (t: TestResult) =>
  Object.fromEntries(
    MEASURES.flatMap((k): [string, number][] =>
      SOLVENTS.has(k) || !testNameOf({ kind: 'potency', key: k }) || (t[k] === undefined && !t.nonDetects?.[k])
        ? []
        : [[k, exact(t[k] ?? 0)]],
    ),
  );

const verdict = (a: Analyte) =>
  a.status === 'fail' || (a.amount !== undefined && a.limit !== undefined && a.amount > a.limit) ? 'fail' : 'pass';

/** The panel analytes the file holds, by panel and analyte id: the figure (0 for a non-detect), unit, verdict. */
function heldAnalytes(t: Pick<TestResult, 'panels'>, read: boolean) {
  const out: Record<string, { amount: number; unit: string; verdict: string | undefined }> = {};
  for (const { key } of PANELS)
    for (const a of t.panels?.[key]?.analytes ?? []) {
      const id = panelAnalyteId(key, a.name);
      if (!id || a.reading === 'NT' || !testNameOf({ kind: 'panel', panel: key, id, label: a.name })) continue;
      if (`${key}:${id}` in out) continue;
      out[`${key}:${id}`] = {
        amount: exact(a.reading === 'value' ? a.amount! : 0),
        unit: a.unit,
        verdict: read ? a.status : verdict(a),
      };
    }
  return out;
}

/** The panels' own verdicts: fail when an analyte the file holds failed. */
const heldStatuses = (t: Pick<TestResult, 'panels'>) =>
  Object.fromEntries(
    PANELS.flatMap(({ key }) => {
      const held = (t.panels?.[key]?.analytes ?? []).filter((a) => {
        const id = panelAnalyteId(key, a.name);
        return id && a.reading !== 'NT' && testNameOf({ kind: 'panel', panel: key, id, label: a.name });
      });
      return held.length ? [[key, held.some((a) => verdict(a) === 'fail') ? 'fail' : 'pass']] : [];
    }),
  );

function roundTrip(t: TestResult) {
  const { rows } = labTestRecords(t, {
    license: '412345',
    labLicense: '654321',
    by: 'Round Trip',
    on: '2026-11-28',
    operation: 'Insert',
  });
  const text = labTestHeader('Round Trip', '2026-11-28', rows.length) + rows.map(labTestLine).join('');
  const file = readLabTestFile(text, 10_000);
  if ('problem' in file) throw new Error(file.problem);
  const seen = new Set<string>();
  const problems = file.records.flatMap((r) => recordProblems(r.row, seen));
  const imported = readLabTestRecords(file.records, { labName: () => t.testLab.name, fileName: 'round-trip.csv' });
  return { rows, problems, imported };
}

describe('a LabTest file written by the platform and read back', () => {
  it('covers demo results with potency, non-detects and panels', () => {
    expect(results.length).toBeGreaterThan(20);
    expect(results.some((t) => t.nonDetects && Object.keys(t.nonDetects).length)).toBe(true);
    expect(results.some((t) => Object.keys(heldAnalytes(t, false)).length > 10)).toBe(true);
  });

  it.each(results.map((t) => [t._id, t] as const))('gives result %s back the same', (_id, t) => {
    const { rows, problems, imported } = roundTrip(t);
    expect(problems).toEqual([]);
    expect(imported.outcomes.filter((o) => o.outcome === 'Failed')).toEqual([]);
    expect(imported.lots).toHaveLength(1);
    expect(imported.lots[0]!.lines).toHaveLength(rows.length);
    const read = readWcia(imported.lots[0]!.doc);
    expect(coaPrefillSchema.safeParse(read).error).toBeUndefined();
    const values = Object.fromEntries(Object.entries(read.fields).map(([k, f]) => [k, f!.value]));
    const { labName, tracabilitySampleLotId, testDate, ...figures } = values;
    expect({ labName, tracabilitySampleLotId, testDate }).toEqual({
      labName: t.testLab.name,
      tracabilitySampleLotId: t.tracabilitySampleLotId,
      testDate: t.testDate ?? t.createdAt.slice(0, 10),
    });
    expect(figures).toEqual(heldFigures(t));
    // the form's solvent figures (percent) travel as the solvent panel's µg/g
    const expected = heldAnalytes(t, false);
    for (const key of RESIDUAL_SOLVENTS) {
      const id = panelAnalyteId('residualSolvents', WCIA_NAMES[key]);
      if (!id || `residualSolvents:${id}` in expected || (t[key] === undefined && !t.nonDetects?.[key])) continue;
      expected[`residualSolvents:${id}`] = { amount: exact((t[key] ?? 0) * 10_000), unit: 'ug/g', verdict: 'pass' };
    }
    expect(heldAnalytes(read, true)).toEqual(expected);
    const statuses: Record<string, string> = heldStatuses(t);
    if (Object.keys(expected).some((k) => k.startsWith('residualSolvents:'))) statuses.residualSolvents ??= 'pass';
    expect(Object.fromEntries(Object.entries(read.panels ?? {}).map(([k, p]) => [k, p.status]))).toEqual(statuses);
  });
});

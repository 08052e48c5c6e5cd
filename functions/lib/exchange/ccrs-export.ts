import { PANELS } from '#shared/safety-panels';
import type { Analyte } from '#shared/schemas/safety-panels';
import { MEASURES, RESIDUAL_SOLVENTS, type MeasureKey, type TestResult } from '#shared/schemas/test-result';
import { WCIA_NAMES } from '#shared/schemas/wcia-names';
import type { LabTestRow, Operation } from './ccrs-file.ts';
import { stateDate } from './ccrs-file.ts';
import { panelAnalyteId, readTestName, testNameOf, type CcrsUnit } from './ccrs-names.ts';

// A published result as the state's LabTest records (docs/ccrs-exchange.md, Export): one record per
// figure the state has a TestName for, at full precision in the TestName's unit. The state takes no
// N/A or ND, so a non-detect and a figure below the limit of quantitation are written 0 here and
// only here; what was not tested has no record. What the state has no name for is left out and said.

/** Who and when the records name, beside the result's own fields. */
export interface RecordParties {
  /** The licence of the company whose lot was tested (the result's producer). */
  license: string;
  /** The lab's licence. */
  labLicense: string;
  /** Who makes the file (at most 35 characters in the state's guide). */
  by: string;
  /** The day the file is made, ISO. */
  on: string;
  operation: Operation;
}

/** Twelve significant digits: a product in floating point (24.89 × 10 = 248.90000000000003) reads as the lab wrote it. */
const exact = (n: number) => String(Number(n.toPrecision(12)));

/** From a panel unit to the TestName's: ppm and µg/g are one, µg/kg is a thousandth of one. */
function inUnit(amount: number, from: Analyte['unit'], to: CcrsUnit | undefined): number | undefined {
  if (from === to) return amount;
  if (from === 'ug/g' && to === 'ug/kg') return amount * 1000;
  if (from === 'ug/kg' && to === 'ug/g') return amount / 1000;
  return undefined;
}

const unitOfName = (testName: string) => readTestName(testName)?.unit;

/** The records of one result, and what of it the state's file cannot hold (as sentences). */
export function labTestRecords(t: TestResult, p: RecordParties): { rows: LabTestRow[]; leftOut: string[] } {
  const rows: LabTestRow[] = [];
  const leftOut: string[] = [];
  const testDate = stateDate(t.testDate ?? t.createdAt.slice(0, 10));
  const record = (code: string, testName: string, value: string, failed: boolean): LabTestRow => ({
    LicenseNumber: p.license,
    InventoryExternalIdentifier: t.tracabilitySampleLotId ?? '',
    LabLicenseNumber: p.labLicense,
    LabTestStatus: failed ? 'Fail' : 'Pass',
    TestName: testName,
    TestDate: testDate,
    TestValue: value,
    // stable: a file made again names the same records, which the state then knows as duplicates
    ExternalIdentifier: `${t._id}-${code}`,
    CreatedBy: p.operation === 'Insert' ? p.by : '',
    CreatedDate: p.operation === 'Insert' ? stateDate(p.on) : '',
    UpdatedBy: p.operation === 'Insert' ? '' : p.by,
    UpdatedDate: p.operation === 'Insert' ? '' : stateDate(p.on),
    Operation: p.operation,
  });

  // potency has no limit to fail
  const solvents = new Set<MeasureKey>(RESIDUAL_SOLVENTS);
  for (const key of MEASURES) {
    if (solvents.has(key) || (t[key] === undefined && !t.nonDetects?.[key])) continue;
    const testName = testNameOf({ kind: 'potency', key });
    if (!testName) continue;
    const value = t[key];
    // the state's potency names are in mg/g; the platform's figures are percent of mass
    const perGram = unitOfName(testName) === 'mg/g' ? 10 : 1;
    rows.push(record(key, testName, value === undefined ? '0' : exact(value * perGram), false));
  }

  const panels = t.panels ?? {};
  const inPanel = new Set<string>();
  for (const { key: panel, label } of PANELS) {
    for (const a of panels[panel]?.analytes ?? []) {
      const id = panelAnalyteId(panel, a.name);
      const testName = id && testNameOf({ kind: 'panel', panel, id, label: a.name });
      if (!id || !testName) {
        leftOut.push(`${label}: ${a.name} (the state has no TestName for it)`);
        continue;
      }
      if (a.reading === 'NT') {
        leftOut.push(`${label}: ${a.name} (not tested)`);
        continue;
      }
      if (inPanel.has(id)) {
        leftOut.push(`${label}: ${a.name} (given twice; the first is written)`);
        continue;
      }
      const amount = a.reading === 'value' ? inUnit(a.amount!, a.unit, unitOfName(testName)) : 0;
      if (amount === undefined) {
        leftOut.push(`${label}: ${a.name} (in ${a.unit}, the state's name is in ${unitOfName(testName)})`);
        continue;
      }
      inPanel.add(id);
      const failed = a.status === 'fail' || (a.amount !== undefined && a.limit !== undefined && a.amount > a.limit);
      rows.push(record(id, testName, exact(amount), failed));
    }
  }

  // the form's solvent figures are percent; a panel's own µg/g figure of the same solvent wins
  for (const key of RESIDUAL_SOLVENTS) {
    if (t[key] === undefined && !t.nonDetects?.[key]) continue;
    const id = panelAnalyteId('residualSolvents', WCIA_NAMES[key]);
    const testName = id && testNameOf({ kind: 'panel', panel: 'residualSolvents', id, label: WCIA_NAMES[key] });
    if (!id || !testName) {
      leftOut.push(`Residual solvents: ${WCIA_NAMES[key]} (the state has no TestName for it)`);
      continue;
    }
    if (inPanel.has(id)) continue;
    const value = t[key];
    rows.push(record(id, testName, value === undefined ? '0' : exact(value * 10_000), false));
  }
  return { rows, leftOut };
}

import * as ccrsMessages from '#shared/messages/client/ccrs';
import type { PanelKey } from '#shared/safety-panels';
import type { WciaExport } from '#shared/schemas/wcia';
import {
  FIGURE_ASSAYS,
  PANEL_ASSAYS,
  QOM_NOT_DETECTED,
  QOM_NOT_TESTED,
  WATER_ACTIVITY_ASSAY,
  WCIA_NAMES,
  WCIA_UNITS,
} from '#shared/schemas/wcia-names';
import { readDate, readOperation, readStatus, type LabTestRecord } from './ccrs-file.ts';
import { readTestName, type CcrsUnit } from './ccrs-names.ts';

// A LabTest file's records as lab results (docs/ccrs-exchange.md, Import): the records of one lot
// of one licensee tested by one lab are one result, written as the WCIA document a lab would have
// published for it, so the pipeline keeps, shows and reads it as it does a lab's own (each metric's
// id names the file's line). Each record is answered Success or Failed with the reason, as the
// spec's CSV uploads answer their rows.

type Assay = WciaExport['metric_list'][number];
type Metric = Assay['metrics'][number];

export type RecordOutcome = {
  line: number;
  inventoryId: string;
  testName: string;
  testValue: string;
  outcome: 'Success' | 'Failed';
  details: string;
};

/** One lot's records as a lab result. */
export type ImportedLot = {
  /** The licensee, the lot (InventoryExternalIdentifier) and the lab: what makes the records one result. */
  key: string;
  inventoryId: string;
  lines: number[];
  doc: WciaExport;
};

export interface ImportContext {
  /** The importing company's licence: records of another licensee's lots are not its results. */
  ownLicense?: string;
  /** A lab company's name by its licence, for the result's Lab Source. */
  labName: (license: string) => string | undefined;
  /** The file's name, for where the documents came from. */
  fileName: string;
}

/** The state's value as a `qom`: a figure, the producers' sentinels for not detected and not tested, '<x' as it is. */
function qomOf(printed: string): string | undefined {
  const s = printed.trim();
  if (/^\d+(?:\.\d+)?$/.test(s)) return String(Number(s));
  if (/^<\s*(?:loq|lod|\d+(?:\.\d+)?)$/i.test(s)) return s.replace(/\s+/g, '');
  if (/^(?:nd|n\/d|not detected)$/i.test(s)) return QOM_NOT_DETECTED;
  if (/^(?:nt|n\/t|not tested)$/i.test(s)) return QOM_NOT_TESTED;
  return undefined;
}

const verdictOf = (status: string): Metric['status'] => {
  const s = readStatus(status);
  return s?.startsWith('Fail') ? 'fail' : s === 'Pass' ? 'pass' : null;
};

/** Potency units the form's percent of mass can be read from. */
const PERCENT_DIVISOR: Partial<Record<CcrsUnit, number>> = { '%': 1, 'mg/g': 10 };

type Taken = { line: number; assay: { testType: string; analyteType: string }; metric: Metric };

export function readLabTestRecords(
  records: LabTestRecord[],
  ctx: ImportContext,
): { outcomes: RecordOutcome[]; lots: ImportedLot[] } {
  const outcomes: RecordOutcome[] = [];
  const groups = new Map<
    string,
    { inventoryId: string; license: string; labLicense: string; taken: Map<string, Taken>; dates: string[] }
  >();
  for (const { line, row } of records) {
    const outcome = (failed: string | undefined, details: string) =>
      outcomes.push({
        line,
        inventoryId: row.InventoryExternalIdentifier,
        testName: row.TestName,
        testValue: row.TestValue,
        outcome: failed ? 'Failed' : 'Success',
        details: failed ?? details,
      });
    const m = ccrsMessages.state;
    const required = !row.InventoryExternalIdentifier
      ? m.inventoryRequired
      : !row.TestName
        ? m.testNameRequired
        : !row.TestValue
          ? m.testValueRequired
          : !row.LabLicenseNumber
            ? m.labLicenseRequired
            : undefined;
    if (required) {
      outcome(required, '');
      continue;
    }
    if (row.Operation && readOperation(row.Operation) === 'Delete') {
      outcome(ccrsMessages.deleteNotImported, '');
      continue;
    }
    if (readStatus(row.LabTestStatus) === 'InProcess') {
      outcome(ccrsMessages.inProcess, '');
      continue;
    }
    if (ctx.ownLicense !== undefined && row.LicenseNumber && row.LicenseNumber !== ctx.ownLicense) {
      outcome(ccrsMessages.notThisCompany(row.LicenseNumber, ctx.ownLicense), '');
      continue;
    }
    const date = row.TestDate ? readDate(row.TestDate) : undefined;
    if (row.TestDate && !date) {
      outcome(m.testDateNotDate, '');
      continue;
    }
    const name = readTestName(row.TestName);
    if (!name) {
      outcome(ccrsMessages.unknownTestName(row.TestName), '');
      continue;
    }
    const qom = qomOf(row.TestValue);
    if (qom === undefined) {
      outcome(ccrsMessages.valueNotNumber(row.TestValue), '');
      continue;
    }
    let taken: Omit<Taken, 'line'>;
    const id = `line ${line}`;
    const status = verdictOf(row.LabTestStatus);
    if (name.analyte.kind === 'potency') {
      const divisor = name.unit && PERCENT_DIVISOR[name.unit];
      if (!divisor) {
        outcome(ccrsMessages.potencyUnit(name.unit ?? 'no unit'), '');
        continue;
      }
      const figure = /^\d/.test(qom) ? String(Number((Number(qom) / divisor).toPrecision(12))) : qom;
      taken = {
        assay: FIGURE_ASSAYS.cannabinoid,
        metric: {
          id,
          name: WCIA_NAMES[name.analyte.key],
          analyte_type: FIGURE_ASSAYS.cannabinoid.analyteType,
          qom: figure,
          uom: 'pct',
          status,
        },
      };
    } else {
      const panel: PanelKey = name.analyte.panel;
      const unit = name.unit && name.unit in WCIA_UNITS ? WCIA_UNITS[name.unit as keyof typeof WCIA_UNITS] : undefined;
      if (!unit) {
        outcome(ccrsMessages.unknownTestName(row.TestName), '');
        continue;
      }
      const assay = panel === 'moisture' && name.unit === 'aw' ? WATER_ACTIVITY_ASSAY : PANEL_ASSAYS[panel];
      taken = {
        assay,
        metric: { id, name: name.analyte.label, analyte_type: assay.analyteType, qom, uom: unit, status },
      };
    }
    const key = `${row.LicenseNumber}|${row.InventoryExternalIdentifier}|${row.LabLicenseNumber}`;
    const group = groups.get(key) ?? {
      inventoryId: row.InventoryExternalIdentifier,
      license: row.LicenseNumber,
      labLicense: row.LabLicenseNumber,
      taken: new Map<string, Taken>(),
      dates: [],
    };
    groups.set(key, group);
    const what = name.analyte.kind === 'potency' ? name.analyte.key : `${name.analyte.panel}:${name.analyte.id}`;
    // one test given twice (a record and its Update, or a ppm and a µg/g twin): the later line stands
    const before = group.taken.get(what);
    if (before) {
      const earlier = outcomes.find((o) => o.line === before.line)!;
      Object.assign(earlier, { outcome: 'Failed', details: ccrsMessages.givenAgain(line) });
    }
    group.taken.set(what, { line, ...taken });
    if (date) group.dates.push(date);
    outcome(undefined, ccrsMessages.imported(row.InventoryExternalIdentifier));
  }

  const lots: ImportedLot[] = [];
  for (const [key, g] of groups) {
    const assays = new Map<{ testType: string; analyteType: string }, Taken[]>();
    for (const t of g.taken.values()) assays.set(t.assay, [...(assays.get(t.assay) ?? []), t]);
    const metricList: Assay[] = [...assays].map(([assay, taken], i) => {
      const verdicts = taken.map((t) => t.metric.status);
      return {
        test_id: `${g.inventoryId}:${i + 1}`,
        test_type: assay.testType,
        status: verdicts.includes('fail') ? 'fail' : verdicts.includes('pass') ? 'pass' : null,
        metrics: taken.sort((a, b) => a.line - b.line).map((t) => t.metric),
      };
    });
    const lines = [...g.taken.values()].map((t) => t.line).sort((a, b) => a - b);
    const released = g.dates.sort().at(-1) ?? null;
    lots.push({
      key,
      inventoryId: g.inventoryId,
      lines,
      doc: {
        document_name: 'WCIA Lab Result Schema',
        document_schema_version: '2.2.0',
        document_origin: ctx.fileName,
        lab_name: ctx.labName(g.labLicense) ?? '',
        lab_ubi_license: '',
        lab_ccrs_license: g.labLicense,
        labresult_id: '',
        sample: { id: g.inventoryId, sample_source_id: '' },
        coa: '',
        release_date: released,
        amended_date: null,
        expire_date: null,
        status: metricList.some((a) => a.status === 'fail') ? 'fail' : 'pass',
        is_medical: 0,
        metric_list: metricList,
        meta: { ccrs_file: ctx.fileName, ccrs_license: g.license, ccrs_lines: lines },
      },
    });
  }
  return { outcomes, lots };
}

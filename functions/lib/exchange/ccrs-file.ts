import Papa from 'papaparse';
import * as ccrsMessages from '#shared/messages/client/ccrs';
import { readTestName } from './ccrs-names.ts';

// The state traceability system's LabTest upload file (docs/ccrs-labtest-format.md, the record of
// the format; docs/ccrs-exchange.md what the platform does with it): three summary rows padded to
// the column count, the 13 columns, one record a line, CRLF. The state's loader is confused by
// quoted fields, so a cell is written without quotes, commas or tabs rather than escaped.

export const LABTEST_COLUMNS = [
  'LicenseNumber',
  'InventoryExternalIdentifier',
  'LabLicenseNumber',
  'LabTestStatus',
  'TestName',
  'TestDate',
  'TestValue',
  'ExternalIdentifier',
  'CreatedBy',
  'CreatedDate',
  'UpdatedBy',
  'UpdatedDate',
  'Operation',
] as const;
export type LabTestColumn = (typeof LABTEST_COLUMNS)[number];
export type LabTestRow = Record<LabTestColumn, string>;

/** The state's LabTestStatus values, as its submission guide spells them. */
export const LAB_TEST_STATUSES = [
  'Required',
  'NotRequired',
  'Pass',
  'Fail',
  'FailExtractableOnly',
  'FailRetestAllowed',
  'FailRetestAllowedExtractableOnly',
  'InProcess',
  'SampleCreated',
] as const;
export const OPERATIONS = ['Insert', 'Update', 'Delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Field lengths of the state's guide (text(n)). */
const LENGTHS: Partial<Record<LabTestColumn, number>> = {
  InventoryExternalIdentifier: 100,
  LabTestStatus: 50,
  TestName: 100,
  TestValue: 25,
  ExternalIdentifier: 100,
  CreatedBy: 35,
  UpdatedBy: 35,
  Operation: 35,
};

/** A cell as the state's loader takes it. */
export const cell = (v: string) =>
  v
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/[",]/g, '')
    .trim();

const line = (cells: string[]) => `${cells.map(cell).join(',')}\r\n`;
const padded = (name: string, value: string) =>
  line([name, value, ...Array<string>(LABTEST_COLUMNS.length - 2).fill('')]);

/** 2026-03-05 as the state writes dates: 03/05/2026. */
export const stateDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The three summary rows and the column row. */
export const labTestHeader = (submittedBy: string, submittedOn: string, records: number) =>
  padded('SubmittedBy', submittedBy) +
  padded('SubmittedDate', stateDate(submittedOn)) +
  padded('NumberRecords', String(records)) +
  line([...LABTEST_COLUMNS]);

export const labTestLine = (row: LabTestRow) => line(LABTEST_COLUMNS.map((c) => row[c]));

/**
 * A date as files write it, as an ISO date: the state's MM/DD/YYYY (also M/D/YYYY) and the ISO form
 * some labs' systems send; undefined when it is neither or no such day.
 */
export function readDate(printed: string): string | undefined {
  const s = printed.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(s);
  const [y, m, d] = us ? [us[3]!, us[1]!, us[2]!] : iso ? [iso[1]!, iso[2]!, iso[3]!] : [];
  if (!y || !m || !d) return undefined;
  const out = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const day = new Date(`${out}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === out ? out : undefined;
}

const oneOf = <T extends string>(list: readonly T[], printed: string): T | undefined =>
  list.find((v) => v.toLowerCase() === printed.replace(/[\s–-]+/g, '').toLowerCase());
export const readStatus = (printed: string) => oneOf(LAB_TEST_STATUSES, printed);
export const readOperation = (printed: string) => oneOf(OPERATIONS, printed);

/** A record and the line of the file it is on (from 1). */
export type LabTestRecord = { line: number; row: LabTestRow };
export type LabTestFile = {
  summary?: { submittedBy: string; submittedDate: string; numberRecords: string };
  records: LabTestRecord[];
};

const isColumnRow = (cells: string[]) =>
  LABTEST_COLUMNS.every((c, i) => (cells[i] ?? '').trim().toLowerCase() === c.toLowerCase());

/**
 * Reads a LabTest file: its summary rows when it has them, and each record by column. A file that
 * is not one (no column row), or whose NumberRecords disagrees with its records (a file cut short),
 * or that is larger than `maxRecords`, is a problem for the whole file.
 */
export function readLabTestFile(text: string, maxRecords: number): LabTestFile | { problem: string } {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) return { problem: ccrsMessages.fileEmpty };
  const lines = Papa.parse<string[]>(body, { skipEmptyLines: false }).data;
  const at = lines.findIndex(isColumnRow);
  if (at < 0) return { problem: ccrsMessages.notLabTestFile };
  const summary: Record<string, string> = {};
  for (const cells of lines.slice(0, at)) {
    const name = (cells[0] ?? '').trim();
    if (['SubmittedBy', 'SubmittedDate', 'NumberRecords'].includes(name)) summary[name] = (cells[1] ?? '').trim();
  }
  const records: LabTestRecord[] = [];
  for (let i = at + 1; i < lines.length; i++) {
    const cells = lines[i]!;
    if (cells.every((c) => !c.trim())) continue;
    if (records.length === maxRecords) return { problem: ccrsMessages.tooManyRecords(maxRecords) };
    records.push({
      line: i + 1,
      row: Object.fromEntries(LABTEST_COLUMNS.map((c, j) => [c, (cells[j] ?? '').trim()])) as LabTestRow,
    });
  }
  const said = summary.NumberRecords;
  if (said !== undefined && !/^\d+$/.test(said)) return { problem: ccrsMessages.numberRecordsNotNumber };
  if (said !== undefined && Number(said) !== records.length)
    return { problem: ccrsMessages.countCutShort(Number(said), records.length) };
  return {
    ...(summary.SubmittedBy !== undefined && {
      summary: {
        submittedBy: summary.SubmittedBy,
        submittedDate: summary.SubmittedDate ?? '',
        numberRecords: said ?? '',
      },
    }),
    records,
  };
}

const NUMBER = /^\d+(?:\.\d+)?$/;

/**
 * What the state would refuse of a record, in its own words where its guide has them, plus what
 * it cannot read: a TestName off its list (or an old spelling of one) and a TestValue that is not
 * a bare number. `seen` holds the file's ExternalIdentifiers so far.
 */
export function recordProblems(row: LabTestRow, seen: Set<string>): string[] {
  const m = ccrsMessages.state;
  const out: string[] = [];
  if (!row.LicenseNumber) out.push(m.licenseRequired);
  else if (!/^\d+$/.test(row.LicenseNumber)) out.push(m.licenseNumeric);
  else if (row.LicenseNumber.length !== 6) out.push(m.licenseInvalid);
  if (!row.InventoryExternalIdentifier) out.push(m.inventoryRequired);
  if (!row.LabLicenseNumber) out.push(m.labLicenseRequired);
  else if (!/^\d{6}(?:\d{4})?$/.test(row.LabLicenseNumber)) out.push(m.labLicenseInvalid);
  if (!row.LabTestStatus) out.push(m.statusRequired);
  else if (!readStatus(row.LabTestStatus)) out.push(m.statusInvalid);
  if (!row.TestName) out.push(m.testNameRequired);
  else {
    const known = readTestName(row.TestName);
    if (!known) out.push(ccrsMessages.unknownTestName(row.TestName));
    else if (known.canonical !== row.TestName) out.push(ccrsMessages.oldTestName(row.TestName, known.canonical));
  }
  if (!row.TestDate) out.push(m.testDateRequired);
  else if (!readDate(row.TestDate)) out.push(m.testDateNotDate);
  if (!row.TestValue) out.push(m.testValueRequired);
  else if (!NUMBER.test(row.TestValue)) out.push(ccrsMessages.valueNotNumber(row.TestValue));
  if (!row.ExternalIdentifier) out.push(m.externalIdRequired);
  else if (seen.has(row.ExternalIdentifier)) out.push(m.duplicateExternalId);
  else seen.add(row.ExternalIdentifier);
  const operation = row.Operation ? readOperation(row.Operation) : undefined;
  if (!row.Operation) out.push(m.operationRequired);
  else if (!operation) out.push(m.operationInvalid);
  if (operation === 'Insert') {
    if (!row.CreatedBy) out.push(m.createdByRequired);
    if (!row.CreatedDate) out.push(m.createdDateRequired);
    else if (!readDate(row.CreatedDate)) out.push(m.createdDateNotDate);
  }
  if (operation === 'Update' || operation === 'Delete') {
    if (!row.UpdatedBy) out.push(m.updatedByRequired);
    if (!row.UpdatedDate) out.push(m.updatedDateRequired);
    else if (!readDate(row.UpdatedDate)) out.push(m.updatedDateNotDate);
  }
  for (const [column, max] of Object.entries(LENGTHS) as [LabTestColumn, number][])
    if (row[column].length > max) out.push(ccrsMessages.tooLong(column, max));
  return out;
}

/** The summary rows' own problems: missing, a SubmittedDate that is no date. */
export function summaryProblems(file: LabTestFile): string[] {
  if (!file.summary) return [ccrsMessages.summaryMissing];
  const out: string[] = [];
  if (!readDate(file.summary.submittedDate)) out.push(ccrsMessages.submittedDateNotDate);
  if (file.summary.numberRecords !== String(file.records.length))
    out.push(ccrsMessages.recordsMismatch(Number(file.summary.numberRecords) || 0, file.records.length));
  return out;
}

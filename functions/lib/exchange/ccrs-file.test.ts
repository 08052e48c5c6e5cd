import { describe, expect, it } from 'vitest';
import * as ccrsMessages from '#shared/messages/client/ccrs';
import {
  LABTEST_COLUMNS,
  labTestHeader,
  labTestLine,
  readDate,
  readLabTestFile,
  recordProblems,
  summaryProblems,
  type LabTestRow,
} from './ccrs-file.ts';

// The state's LabTest file as the platform writes and reads it: the layout of the state's template
// (summary rows padded to 13 fields, CRLF, no quoting) and its refusals in its own words.

const row = (over: Partial<LabTestRow> = {}): LabTestRow => ({
  LicenseNumber: '412345',
  InventoryExternalIdentifier: 'WAJ412345.IN1ABC',
  LabLicenseNumber: '654321',
  LabTestStatus: 'Pass',
  TestName: 'Potency - Total THC (mg/g)',
  TestDate: '03/05/2026',
  TestValue: '248.9',
  ExternalIdentifier: 'r1-thcTotal',
  CreatedBy: 'Ana Lab',
  CreatedDate: '03/06/2026',
  UpdatedBy: '',
  UpdatedDate: '',
  Operation: 'Insert',
  ...over,
});

describe('writing a LabTest file', () => {
  it('lays it out as the state template does', () => {
    const text = labTestHeader('Ana Lab', '2026-03-06', 1) + labTestLine(row());
    const lines = text.split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'SubmittedBy,Ana Lab,,,,,,,,,,,',
      'SubmittedDate,03/06/2026,,,,,,,,,,,',
      'NumberRecords,1,,,,,,,,,,,',
      LABTEST_COLUMNS.join(','),
    ]);
    expect(lines[4]).toBe(
      '412345,WAJ412345.IN1ABC,654321,Pass,Potency - Total THC (mg/g),03/05/2026,248.9,r1-thcTotal,Ana Lab,03/06/2026,,,Insert',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    for (const l of lines.slice(0, 5)) expect(l.split(',')).toHaveLength(13);
  });

  it('never quotes: commas, quotes and tabs leave a cell', () => {
    const line = labTestLine(row({ CreatedBy: 'Lab, "North"\tInc' }));
    expect(line).toContain(',Lab North Inc,');
    expect(line.split(',')).toHaveLength(13);
  });
});

describe('reading a LabTest file', () => {
  const file =
    labTestHeader('Ana Lab', '2026-03-06', 2) + labTestLine(row()) + labTestLine(row({ ExternalIdentifier: 'r1-cbd' }));

  it('reads the summary and each record with its line', () => {
    const read = readLabTestFile(file, 10);
    if ('problem' in read) throw new Error(read.problem);
    expect(read.summary).toEqual({ submittedBy: 'Ana Lab', submittedDate: '03/06/2026', numberRecords: '2' });
    expect(read.records.map((r) => r.line)).toEqual([5, 6]);
    expect(read.records[1]!.row.ExternalIdentifier).toBe('r1-cbd');
    expect(summaryProblems(read)).toEqual([]);
  });

  it('takes a file without summary rows, a BOM, quoted cells and LF lines', () => {
    const text = `\uFEFF${LABTEST_COLUMNS.join(',')}\n${labTestLine(row({ CreatedBy: 'x' }))
      .replace('Ana', '"Ana"')
      .trim()}\n`;
    const read = readLabTestFile(text, 10);
    if ('problem' in read) throw new Error(read.problem);
    expect(read.records).toHaveLength(1);
    expect(summaryProblems(read)).toEqual([ccrsMessages.summaryMissing]);
  });

  it('refuses what is not a LabTest file, a file cut short and one too long', () => {
    expect(readLabTestFile('', 10)).toEqual({ problem: ccrsMessages.fileEmpty });
    expect(readLabTestFile('name,value\r\na,1', 10)).toEqual({ problem: ccrsMessages.notLabTestFile });
    const cut = file.slice(0, file.lastIndexOf('\r\n412345') + 2);
    expect(readLabTestFile(cut, 10)).toEqual({ problem: ccrsMessages.countCutShort(2, 1) });
    expect(readLabTestFile(file.replace('NumberRecords,2', 'NumberRecords,two'), 10)).toEqual({
      problem: ccrsMessages.numberRecordsNotNumber,
    });
    expect(readLabTestFile(file, 1)).toEqual({ problem: ccrsMessages.tooManyRecords(1) });
  });
});

describe('the pre-flight', () => {
  const m = ccrsMessages.state;
  it('finds nothing in a good record', () => {
    expect(recordProblems(row(), new Set())).toEqual([]);
  });

  it.each<[Partial<LabTestRow>, string[]]>([
    [{ LicenseNumber: '' }, [m.licenseRequired]],
    [{ LicenseNumber: '41234A' }, [m.licenseNumeric]],
    [{ LicenseNumber: '4123456' }, [m.licenseInvalid]],
    [{ InventoryExternalIdentifier: '' }, [m.inventoryRequired]],
    [{ LabLicenseNumber: '' }, [m.labLicenseRequired]],
    [{ LabTestStatus: 'Okay' }, [m.statusInvalid]],
    [{ TestName: '' }, [m.testNameRequired]],
    [{ TestName: 'Potency - Total Fun (%)' }, [ccrsMessages.unknownTestName('Potency - Total Fun (%)')]],
    [
      { TestName: 'Pesticide - Abamectin (ppm)' },
      [ccrsMessages.oldTestName('Pesticide - Abamectin (ppm)', 'Pesticide - Total Abamectin (ug/g)')],
    ],
    [{ TestDate: '' }, [m.testDateRequired]],
    [{ TestDate: '13/45/2026' }, [m.testDateNotDate]],
    [{ TestValue: '' }, [m.testValueRequired]],
    [{ TestValue: 'ND' }, [ccrsMessages.valueNotNumber('ND')]],
    [{ ExternalIdentifier: '' }, [m.externalIdRequired]],
    [{ Operation: '' }, [m.operationRequired]],
    [{ Operation: 'Upsert' }, [m.operationInvalid]],
    [{ CreatedBy: '', CreatedDate: '' }, [m.createdByRequired, m.createdDateRequired]],
    [{ Operation: 'Update' }, [m.updatedByRequired, m.updatedDateRequired]],
    [{ Operation: 'DELETE', UpdatedBy: 'x', UpdatedDate: '2026-03-07' }, []],
    [{ CreatedBy: 'x'.repeat(36) }, [ccrsMessages.tooLong('CreatedBy', 35)]],
  ])('%o: %o', (over, problems) => {
    expect(recordProblems(row(over), new Set())).toEqual(problems);
  });

  it('finds a duplicate ExternalIdentifier', () => {
    const seen = new Set<string>();
    expect(recordProblems(row(), seen)).toEqual([]);
    expect(recordProblems(row(), seen)).toEqual([m.duplicateExternalId]);
  });
});

describe('dates', () => {
  it.each([
    ['03/05/2026', '2026-03-05'],
    ['3/5/2026', '2026-03-05'],
    ['2026-03-05', '2026-03-05'],
    ['2026-03-05T10:00:00Z', '2026-03-05'],
    ['02/30/2026', undefined],
    ['44510', undefined],
    ['', undefined],
  ])('%s is %s', (printed, iso) => expect(readDate(printed)).toBe(iso));
});

// The state's LabTest CSV (docs/ccrs-exchange.md). The first group are the state's own refusals,
// word for word from its "CCRS Submission Errors" guide, so a pre-flight says what CCRS would say;
// the others are the platform's.

export const state = {
  licenseRequired: 'LicenseNumber is required',
  licenseNumeric: 'LicenseNumber must be numeric',
  licenseInvalid: 'Invalid LicenseNumber',
  inventoryRequired: 'InventoryExternalIdentifier is required',
  labLicenseRequired: 'LabLicenseNumber is required',
  labLicenseInvalid: 'Invalid LabLicenseNumber',
  statusRequired: 'LabTestStatus is required',
  statusInvalid: 'Invalid LabTestStatus',
  testNameRequired: 'TestName is required',
  testDateRequired: 'TestDate is required',
  testDateNotDate: 'TestDate must be a date',
  testValueRequired: 'TestValue is required',
  externalIdRequired: 'ExternalIdentifier is required',
  duplicateExternalId: 'Duplicate External Identifier',
  createdByRequired: 'CreatedBy is required for Insert Operations',
  createdDateRequired: 'CreatedDate is required for Insert Operations',
  createdDateNotDate: 'CreatedDate must be a date',
  updatedByRequired: 'UpdatedBy is required for Update or Delete Operations',
  updatedDateRequired: 'UpdatedDate is required for Update or Delete Operations',
  updatedDateNotDate: 'UpdatedDate must be a date',
  operationRequired: 'Operation is required',
  operationInvalid: 'Operation is invalid must be Insert, Update or Delete',
} as const;

export const tooLong = (column: string, max: number) => `${column} is longer than ${max} characters`;
export const unknownTestName = (name: string) => `TestName "${name}" is not one of the state's LabTest names`;
export const oldTestName = (name: string, current: string) =>
  `TestName "${name}" is an old spelling: the state's name is "${current}"`;
export const valueNotNumber = (value: string) =>
  `TestValue "${value}" is not a number: the state takes no unit, N/A or ND in TestValue`;
export const recordsMismatch = (said: number, found: number) =>
  `NumberRecords says ${said}, but the file has ${found} records`;
export const summaryMissing =
  'The file does not begin with the three summary rows SubmittedBy, SubmittedDate and NumberRecords';
export const submittedDateNotDate = 'SubmittedDate must be a date';

/** Why a file is not read at all (400, nothing kept). */
export const fileEmpty = 'The file is empty.' as const;
export const notLabTestFile =
  'This is not a CCRS LabTest file: no line names its 13 columns (LicenseNumber, InventoryExternalIdentifier, LabLicenseNumber, LabTestStatus, TestName, TestDate, TestValue, ExternalIdentifier, CreatedBy, CreatedDate, UpdatedBy, UpdatedDate, Operation).' as const;
export const countCutShort = (said: number, found: number) =>
  `NumberRecords says ${said}, but the file has ${found} records: was it cut short? Nothing was imported.`;
export const tooManyRecords = (max: number) =>
  `The file has more than ${max.toLocaleString('en-US')} records: split it.`;
export const nothingImported = "None of the file's records could be imported: each row says why." as const;

/** Why one record of an import was not taken (its row reads 'Failed: ' and this). */
export const notThisCompany = (license: string, own: string) =>
  `This record is for licence ${license}, and this company's licence is ${own || 'not set'}.`;
export const inProcess = 'LabTestStatus InProcess: the lab has not finished this test.' as const;
export const deleteNotImported = 'Operation Delete removes a record from CCRS: there is no result to import.' as const;
export const potencyUnit = (unit: string) =>
  `Potency in ${unit} cannot be entered as percent of mass: enter it from the certificate.`;

/** The export. */
export const onlyLabs = "Only a lab company exports its results as the state's LabTest file." as const;
export const periodOrder = 'The period must end on or after the day it starts.' as const;
export const periodTooLong = (days: number) => `A period is at most ${days} days.` as const;
export const noResults = 'This lab has no published results with a test date in that period.' as const;
export const givenAgain = (line: number) => `Line ${line} gives the same test of this lot again; that line is kept.`;
/** A record taken: the lot whose result it joins. */
export const imported = (inventoryId: string) => `Lot ${inventoryId}`;
export const numberRecordsNotNumber =
  'NumberRecords must be a number: the count of the records below the column row.' as const;

// Test results (spec 2 sections 5 and 8, spec 3 section 5), verbatim. The texts the spec does not
// give (a figure that is not one, sums above the whole sample, another company's result) are ours:
// docs/client-test-results.md.

export const requiredFields = 'All Required Fields Must Be Entered' as const;
export const terpeneLimit = 'Concentrations of any one terpene above 15% will be rejected' as const;
export const serverFailedToSave = 'the server failed to save the test result' as const;
export const errorSaving = 'there was an error saving the testResult' as const;
export const failedToLoad = 'the server failed to load the test results' as const;
export const csvUploadResults = 'CSV Upload Results' as const;

// ours
export const testResultNotFound = 'Test result not found' as const;
export const notAFigure =
  'must be a number (percent of mass) or a non-detect as printed, such as ND, <LOQ or <0.1' as const;
export const atLeastZero = 'must be 0 or more' as const;
export const atMost100 = 'must be 100 or less' as const;
const pct = (n: number) => `${Math.round(n * 1000) / 1000}%`;
const hint = 'Enter each figure as percent of mass (mg/g ÷ 10).';
export const cannabinoidsOver100 = (sum: number) =>
  `The cannabinoids add up to ${pct(sum)}, more than the whole sample. ${hint}`;
export const terpenesOver100 = (sum: number) =>
  `The terpenes add up to ${pct(sum)}, more than the whole sample. ${hint}`;
export const bothOver100 = (sum: number) =>
  `The cannabinoids and terpenes together add up to ${pct(sum)}, more than the whole sample. ${hint}`;
export const noTestResults = 'No test results yet. Add a test result to start listing its lots.' as const;
export const addTestResult = 'Add a Test Result' as const;
export const notALab = 'Choose the lab from the list of compliance labs.' as const;
export const changedMeanwhile = 'This test result was changed meanwhile: reload it and try again.' as const;
export const panelPassesWithFailure = (panel: string, analyte: string) =>
  `${panel} cannot pass while ${analyte} failed.` as const;
export const analyteOverLimitPasses = (analyte: string) => `${analyte} is above its limit and cannot pass.` as const;
export const notTestedPanelHasResults = (panel: string) => `${panel} was not tested, so it has no results.` as const;
export const analyteNotANumber = 'must be a number, as printed (choose ND, <LOQ or Not tested for those)' as const;
export const analyteFigureAndReading =
  'A figure goes with the reading Value, and only with it: enter the figure, or choose another reading.' as const;

// Filling the form from its certificate (docs/client-test-results.md, Filled from the certificate)
export const certificateUploadNotFound = 'No certificate uploaded to this company has that id.' as const;
export const readingNotFound = 'No reading of that certificate was started for this company.' as const;
export const notACertificate =
  'That upload is not a lab certificate (PDF or WCIA JSON): only certificates are read.' as const;
export const readingCertificate = 'Reading the certificate…' as const;
export const valuesRead = (n: number) =>
  n === 0
    ? 'No values could be read from the certificate; enter them from the document.'
    : `${n} ${n === 1 ? 'value' : 'values'} read from the certificate; check each before saving`;
export const checkThisValue = (why: string) => `Check this value: ${why}`;
export const readingFailed = 'The certificate could not be read now; enter the values from the document.' as const;

// The data-entry and review pipeline (spec 3 §§4, 5, 8). Texts the spec gives are verbatim
// ('errorOccured' is a field, not a text); the others say what happened and what to do next.

export const noDataToEnter = 'There is no data to enter' as const;
export const nothingToDo = 'There is nothing to do' as const;
export const rejectNotesTooShort =
  'you need to leave a more detailed message as to why you rejected the entry' as const;
export const pendingListFailed = 'the server failed to get the list of pending data' as const;
export const checkoutFailed = 'Error' as const;
export const saveFailed = 'the server failed to save the test result' as const;
export const itemNotFound = 'This certificate is not in the pipeline.' as const;
export const notHeld =
  'You no longer hold this certificate: its 30 minutes passed and someone else took it, or it moved on. Load the next one.' as const;
export const notEnteredYet = 'Save the test result form before sending it to review.' as const;
export const wrongStep = 'This certificate is not at that step of the pipeline.' as const;
export const outcomeRequired = 'Approving needs an outcome: accurate, or error when you edited the entry.' as const;
export const notYou = 'The pipeline records the person who acts: a user id in the body must be your own.' as const;
export const ownEntry = 'You entered this certificate, so someone else must review it.' as const;
export const entryOnly = 'Only data-entry staff enter certificates.' as const;
export const reviewOnly = 'Only reviewers approve or reject certificates.' as const;
export const rejectIsError = 'A rejection records the outcome error.' as const;
/** The one problem of a certificate the reader could not read (docs/admin-coa-reader.md). */
export const certificateUnreadable = (why: string) =>
  `The certificate could not be read automatically (${why}); enter it by hand.`;
/** A WCIA document's safety assay that does not hold together (a pass naming a failed analyte…). */
export const wciaPanelLeftOut = (panel: string, why: string) =>
  `The lab's WCIA document gives a ${panel.toLowerCase()} panel that does not hold together (${why}); enter it by hand.`;
/** A value a draft's certificates give differently: left out for the person entering it. */
export const filesDisagree = (what: string, files: number[], values: string[]) =>
  `Files ${files.map((f) => `#${f}`).join(' and ')} give different values for ${what} (${values.join(' and ')}); enter it by hand.`;
/** A reader's problem with one of a draft's several certificates, naming the file. */
export const inFile = (file: number, problem: string) => `File #${file}: ${problem}`;
export const unreadableWhy = {
  missing: 'the file is missing',
  tooLarge: 'the file is too large',
  pdfDidNotOpen: 'the PDF did not open',
  notJson: 'the file is not JSON',
  notWcia: 'the file is JSON but not a WCIA lab result',
} as const;
// Review's confirmation before approving an entry with blank starred fields or doubted values.
export const approveCheckTitle = 'Approve with fields to check?' as const;
export const approveCheckFields =
  'These fields are marked required and left blank, or hold a value the certificate reader doubted:' as const;
export const approveCheckProblems = "The certificate reader's checks that failed:" as const;
export const approveCheckCancelHint = 'Cancel takes you to the first field listed, to edit the entry.' as const;
export const leftBlank = 'left blank' as const;
export const approveAnyway = 'Approve anyway' as const;
export const approveCheckCancel = 'Cancel' as const;

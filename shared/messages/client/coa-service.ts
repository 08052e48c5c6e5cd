// The COA Data Entry Service (spec 2 §2, §5, §8): the upload wizard and its server checks.
// Texts the spec gives are verbatim ('Lets' included); the others say what to do next.

export const noDocuments = 'There are no documents attached. Lets try again.' as const;
export const multipleNeedsTwo =
  'Multiple mode needs at least 2 PDFs. To send one PDF, go Back and choose Single PDF per batch.' as const;
export const singleTakesOne =
  'Single mode takes 1 PDF. To send more, go Back and choose Multiple PDFs per batch.' as const;
export const tooMany = (max: number) => `A batch holds up to ${max} PDFs.`;
export const notEnabled =
  'The COA Data Entry Service is not enabled for this company. Go Pro to have our staff enter your COAs.' as const;
export const notYourData = 'COAs can only be sent for this company.' as const;
export const producerNotFound = 'The producer chosen for these COAs was not found.' as const;
export const samePdfTwice = 'The same PDF is attached twice.' as const;
export const alreadySent = 'These PDFs were already sent to the COA Data Entry Service.' as const;
export const overLimit = (asked: number, used: number, limit: number) =>
  `This batch of ${asked} ${asked === 1 ? 'COA' : 'COAs'} would go over your monthly limit of ${limit} COAs: ${used} already sent this month, ${Math.max(0, limit - used)} left. Send fewer PDFs, or ask us to raise your limit.`;
export const sendFailed = 'the server failed to save the test result' as const;

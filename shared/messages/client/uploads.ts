// Uploads (docs/client-uploads.md). The first two are the spec's texts (spec 2 §8); the others are
// the server's own texts, which the upload fields show beside them.

export const couldNotUpload = 'Could not upload file.' as const;
export const couldNotSign = 'Could not get signed URL.' as const;
export const uploadNotFound = 'Upload not found' as const;
export const fileMissing = 'The file never reached storage. Please upload it again.' as const;
export const fileEmpty = 'The file is empty.' as const;
export const fileTooLarge = (maxBytes: number) => `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`;
/** `name` is the type's name as users know it (PNG, JPEG, PDF, MP4, WebM: shared/schemas/upload.ts). */
export const wrongContent = (name: string) => `The file is not a real ${name} file, so it was removed.`;
/** A COA's JSON file must be a lab's WCIA lab result (docs/admin-coa-reader.md). */
export const notJson =
  'The file is not a JSON file, so it was removed. A COA is a PDF or a WCIA JSON lab result.' as const;
export const notWcia =
  'The file is JSON but not a WCIA lab result (lab_name, sample, metric_list), so it was removed.' as const;
export const notAnUpload = 'Images must be uploaded to this company before they are saved.' as const;
/** A file of a type the field does not take, naming the ones it does ('PNG or JPEG'). */
export const onlyTypes = (names: readonly string[]) =>
  `Only ${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]} files can be uploaded here.`;
export const filesUploading = 'files are uploading' as const;
/** A purpose with its own limit in KB (loyalty message images) says so in the spec's words (spec 3 §5). */
export const fileSizesCannotExceed = (maxBytes: number) => `File sizes cannot exceed ${Math.round(maxBytes / 1024)} KB`;

/** What a file over its limit is told: the spec's KB wording for a purpose with a limit of its own. */
export const tooLargeText = (ownLimit: boolean, maxBytes: number): string =>
  ownLimit ? fileSizesCannotExceed(maxBytes) : fileTooLarge(maxBytes);

/** Why a lab's WCIA link was not fetched (docs/client-uploads.md, A lab's link). */
export const linkProblems = {
  badLink: 'That is not a web address. Paste the link the lab gave for its WCIA JSON document.',
  notHttps: 'The link must start with https://, so the document cannot be changed on its way.',
  privateAddress: 'The link points to a private network address, which the platform does not fetch.',
  notFound: 'No server answers to that address. Check the link.',
  noAnswer: "The lab's server did not answer. Try again later, or upload the file.",
  tooSlow: "The lab's server did not send the document within 10 seconds. Try again later, or upload the file.",
  tooLarge: 'The document is larger than 1 MB; a lab result of one sample is a few KB.',
  tooManyRedirects: 'The link redirects too many times.',
} as const;
export const linkStatus = (status: number) =>
  `The lab's server answered ${status} instead of the document. Check the link.`;
/** A link's document that is not a WCIA lab result (nothing is kept). */
export const linkNotJson = 'The link gives a page or file that is not JSON, so nothing was kept.' as const;
export const linkNotWcia =
  'The link gives JSON that is not a WCIA lab result (lab_name, sample, metric_list), so nothing was kept.' as const;

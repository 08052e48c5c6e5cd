// Uploads (docs/client-uploads.md). The first two are the spec's texts (spec 2 §8); the others are
// the server's own texts, which the upload fields show beside them.

export const couldNotUpload = 'Could not upload file.' as const;
export const couldNotSign = 'Could not get signed URL.' as const;
export const uploadNotFound = 'Upload not found' as const;
export const fileMissing = 'The file never reached storage. Please upload it again.' as const;
export const fileEmpty = 'The file is empty.' as const;
export const fileTooLarge = (maxBytes: number) => `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`;
export const wrongContent = (type: string) =>
  `The file is not a real ${type === 'application/pdf' ? 'PDF' : type === 'image/png' ? 'PNG' : 'JPEG'} file, so it was removed.`;
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

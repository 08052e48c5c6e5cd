import * as uploadMessages from '#shared/messages/client/uploads';
import type { ConfirmedUpload, UploadPurpose, UploadType } from '#shared/schemas/upload';
import { hasOwnLimit, UPLOAD_PURPOSES, UPLOAD_TYPES, uploadLimit } from '#shared/schemas/upload';
import { call, isApiError } from '#web/api/client.ts';

// One file from the user's machine to a confirmed upload (docs/client-uploads.md): ask the API for
// a presigned POST, send the file straight to the bucket (XMLHttpRequest, the one browser API that
// reports upload progress), then ask the API to confirm it. Each failure says which step failed in
// the spec's words, followed by the server's own text where there is one.

export class UploadError extends Error {}

const withDetail = (text: string, e: unknown) =>
  new UploadError(isApiError(e) && e.message ? `${text} ${e.message}` : text);

/** The file's type as the API knows it, from the browser's type or, failing that, its extension. */
export function uploadType(file: File): UploadType | undefined {
  if (file.type in UPLOAD_TYPES) return file.type as UploadType;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (ext === 'jpeg') return 'image/jpeg';
  return (Object.keys(UPLOAD_TYPES) as UploadType[]).find((t) => UPLOAD_TYPES[t].ext === ext);
}

/** The presigned POST: the platform's own content (a post's image, a training video) through the admin routes. */
const sign = (clientId: string, purpose: UploadPurpose, query: { 'file-name': string; 'file-type': UploadType }) =>
  purpose === 'blog'
    ? call('signBlogImage', { query: { ...query, 'file-type': query['file-type'] as 'image/png' | 'image/jpeg' } })
    : purpose === 'training'
      ? call('signTrainingFile', {
          query: { ...query, 'file-type': query['file-type'] as 'video/mp4' | 'video/webm' },
        })
      : call('signS3', { params: { clientId }, query: { ...query, purpose } });

const confirm = (clientId: string, purpose: UploadPurpose, id: string) =>
  purpose === 'blog'
    ? call('confirmBlogImage', { params: { id } })
    : purpose === 'training'
      ? call('confirmTrainingFile', { params: { id } })
      : call('confirmUpload', { params: { clientId, id } });

function post(url: string, fields: Record<string, string>, file: File, onProgress: (fraction: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    // S3 reads the policy's fields first: the file is the form's last part
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadError(uploadMessages.couldNotUpload));
    xhr.onerror = () => reject(new UploadError(uploadMessages.couldNotUpload));
    xhr.onabort = () => reject(new UploadError(uploadMessages.couldNotUpload));
    xhr.send(form);
  });
}

export async function uploadFile(
  clientId: string,
  file: File,
  purpose: UploadPurpose,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<ConfirmedUpload> {
  const type = uploadType(file);
  // told before anything is signed, naming what this field takes (a message image is no PDF)
  const takes: readonly UploadType[] = UPLOAD_PURPOSES[purpose].types;
  if (!type || !takes.includes(type))
    throw new UploadError(
      `${uploadMessages.couldNotUpload} ${uploadMessages.onlyTypes(takes.map((t) => UPLOAD_TYPES[t].name))}`,
    );
  // known before anything is signed; the server holds the file to the same limit when it confirms
  const limit = uploadLimit(purpose, type);
  if (file.size > limit)
    throw new UploadError(
      `${uploadMessages.couldNotUpload} ${uploadMessages.tooLargeText(hasOwnLimit(purpose), limit)}`,
    );
  const fileName = file.name.slice(0, 255) || 'file';
  const signed = await sign(clientId, purpose, { 'file-name': fileName, 'file-type': type }).catch((e: unknown) => {
    throw withDetail(uploadMessages.couldNotSign, e);
  });
  await post(signed.signedRequest.url, signed.signedRequest.fields, file, onProgress);
  onProgress(1);
  try {
    return (await confirm(clientId, purpose, signed.uploadId)).upload;
  } catch (e) {
    // the server's text says what was wrong with the file
    throw new UploadError(isApiError(e) ? e.message : uploadMessages.couldNotUpload);
  }
}

/** A lab's WCIA link kept as a COA upload by the server; a refusal says why in the server's words. */
export async function uploadFromLink(clientId: string, url: string): Promise<ConfirmedUpload> {
  try {
    return (await call('uploadFromLink', { params: { clientId }, body: { url } })).upload;
  } catch (e) {
    throw new UploadError(isApiError(e) ? e.message : uploadMessages.couldNotUpload);
  }
}

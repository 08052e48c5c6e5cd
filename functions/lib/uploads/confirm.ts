import * as uploadMessages from '#shared/messages/client/uploads';
import { isPublicMediaKey } from '#shared/media';
import {
  hasOwnLimit,
  UPLOAD_TYPES,
  uploadLimit,
  type ConfirmedUpload,
  type UploadRecord,
} from '#shared/schemas/upload';
import { parseWcia } from '#shared/schemas/wcia';
import { copyObject, deleteObject, getObject, headObject, readHead } from '#lib/aws/media';
import { deletePendingUpload, getUpload, markConfirmed } from '#lib/uploads/store';
import { badRequest, notFound } from '#lib/base/errors';
import { MAGIC_LENGTH, matchesType } from './magic.ts';

// Confirming an upload: the browser says the file is in the bucket; the server looks for itself
// before any record may name it (docs/client-uploads.md). The file must be there, not empty, within
// the size signed for, and start with the magic bytes of the type signed for (a JSON file, which has
// none, is read whole and must be a WCIA lab result). A file that fails is deleted and its upload
// refused, so it can never be confirmed later; one that passes is copied to where records point (a
// public prefix for images, a private one for lab results) and the pending copy, which would expire
// anyway, is deleted.

/** What a confirmed upload answers: its link for a public image, its key for a private document. */
export const confirmedView = (u: UploadRecord): ConfirmedUpload => ({
  _id: u._id,
  fileName: u.fileName,
  contentType: u.contentType,
  size: u.size ?? 0,
  key: u.key,
  ...(isPublicMediaKey(u.key) && { url: `/media/${u.key}` }),
});

/** What is wrong with the file's content for the type signed for, or undefined when it is that type. */
async function contentProblem(u: UploadRecord, limit: number): Promise<string | undefined> {
  if (u.contentType !== 'application/json')
    return matchesType(await readHead(u.pendingKey, MAGIC_LENGTH), u.contentType)
      ? undefined
      : uploadMessages.wrongContent(UPLOAD_TYPES[u.contentType].name);
  const bytes = await getObject(u.pendingKey, limit);
  if (!bytes) throw badRequest(uploadMessages.fileMissing);
  const read = parseWcia(bytes);
  return 'problem' in read ? uploadMessages[read.problem] : undefined;
}

async function refuse(u: UploadRecord, message: string): Promise<never> {
  await deleteObject(u.pendingKey);
  await deletePendingUpload(u._id);
  throw badRequest(message);
}

export async function confirmUpload(clientId: string, id: string): Promise<ConfirmedUpload> {
  const upload = await getUpload(id);
  // another company's upload is answered as one that does not exist
  if (!upload || upload.clientId !== clientId || upload.state === 'refused')
    throw notFound(uploadMessages.uploadNotFound);
  if (upload.state === 'confirmed') return confirmedView(upload);
  const object = await headObject(upload.pendingKey);
  if (!object) throw badRequest(uploadMessages.fileMissing);
  if (object.size === 0) return refuse(upload, uploadMessages.fileEmpty);
  const limit = Math.min(upload.maxBytes, uploadLimit(upload.purpose, upload.contentType));
  if (object.size > limit) return refuse(upload, uploadMessages.tooLargeText(hasOwnLimit(upload.purpose), limit));
  const problem = await contentProblem(upload, limit);
  if (problem) return refuse(upload, problem);
  // the copy is written before the record says confirmed, so a confirmed link always has its file;
  // a confirm that raced this one copies the same bytes to the same key
  await copyObject(upload.pendingKey, upload.key, upload.contentType);
  const now = new Date().toISOString();
  await markConfirmed(upload._id, object.size, now);
  await deleteObject(upload.pendingKey);
  return confirmedView({ ...upload, state: 'confirmed', size: object.size, updatedAt: now });
}

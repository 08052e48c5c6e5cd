import * as uploadMessages from '#shared/messages/client/uploads';
import { isPublicMediaKey } from '#shared/media';
import { hasOwnLimit, uploadLimit, type ConfirmedUpload, type UploadRecord } from '#shared/schemas/upload';
import { copyObject, deleteObject, headObject, readHead } from '#lib/aws/media';
import { deletePendingUpload, getUpload, markConfirmed } from '#lib/db/uploads';
import { badRequest, notFound } from '#lib/runtime/errors';
import { MAGIC_LENGTH, matchesType } from './magic.ts';

// Confirming an upload: the browser says the file is in the bucket; the server looks for itself
// before any record may name it (docs/client-uploads.md). The file must be there, not empty, within
// the size signed for, and start with the magic bytes of the type signed for. A file that fails is
// deleted and its upload refused, so it can never be confirmed later; one that passes is copied to
// where records point (a public prefix for images, a private one for PDFs) and the pending copy,
// which would expire anyway, is deleted.

/** What a confirmed upload answers: its link for a public image, its key for a private document. */
export const confirmedView = (u: UploadRecord): ConfirmedUpload => ({
  _id: u._id,
  fileName: u.fileName,
  contentType: u.contentType,
  size: u.size ?? 0,
  key: u.key,
  ...(isPublicMediaKey(u.key) && { url: `/media/${u.key}` }),
});

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
  if (!matchesType(await readHead(upload.pendingKey, MAGIC_LENGTH), upload.contentType))
    return refuse(upload, uploadMessages.wrongContent(upload.contentType));
  // the copy is written before the record says confirmed, so a confirmed link always has its file;
  // a confirm that raced this one copies the same bytes to the same key
  await copyObject(upload.pendingKey, upload.key, upload.contentType);
  const now = new Date().toISOString();
  await markConfirmed(upload._id, object.size, now);
  await deleteObject(upload.pendingKey);
  return confirmedView({ ...upload, state: 'confirmed', size: object.size, updatedAt: now });
}

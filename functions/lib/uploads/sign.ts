import { MEDIA, isPublicMediaKey } from '#shared/media';
import {
  UPLOAD_PURPOSES,
  UPLOAD_TYPES,
  uploadLimit,
  type UploadPurpose,
  type UploadType,
} from '#shared/schemas/upload';
import { presignedPost } from '#lib/aws/presigned-post';
import { putNewUpload } from '#lib/uploads/store';
import { newId } from '#lib/base/ids';

/**
 * A presigned POST for one file of `owner` (a company, or the platform's own uploads): the key is
 * the server's (the owner's folder, a fresh id, the type's extension), never the file's name. The
 * upload is recorded pending with a day's TTL; the object itself expires by the bucket's lifecycle
 * rule unless it is confirmed.
 */
export async function signUpload(o: {
  owner: string;
  purpose: UploadPurpose;
  type: UploadType;
  fileName: string;
  userId: string;
}) {
  const { ext } = UPLOAD_TYPES[o.type];
  const maxBytes = uploadLimit(o.purpose, o.type);
  const id = newId();
  const name = `${o.owner}/${id}.${ext}`;
  const key = `${UPLOAD_PURPOSES[o.purpose].prefix}${name}`;
  const pendingKey = `${MEDIA.private.uploads}${name}`;
  const now = new Date().toISOString();
  await putNewUpload({
    _id: id,
    clientId: o.owner,
    purpose: o.purpose,
    contentType: o.type,
    fileName: o.fileName,
    pendingKey,
    key,
    maxBytes,
    state: 'pending',
    createdBy: o.userId,
    createdAt: now,
    updatedAt: now,
  });
  const signedRequest = await presignedPost(pendingKey, o.type, maxBytes);
  return {
    error: false as const,
    uploadId: id,
    signedRequest,
    ...(isPublicMediaKey(key) && { url: `/media/${key}` }),
    maxBytes,
  };
}

import { MEDIA, isPublicMediaKey } from '#shared/media';
import * as client from '#shared/routes/client/uploads';
import { UPLOAD_PURPOSES, UPLOAD_TYPES, uploadLimit } from '#shared/schemas/upload';
import { presignedPost } from '#lib/aws/presigned-post';
import { putNewUpload } from '#lib/uploads/store';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * A presigned POST for one file: the key is the server's (the client's folder, a fresh id, the
 * type's extension), never the file's name. The upload is recorded pending with a day's TTL; the
 * object itself expires by the bucket's lifecycle rule unless it is confirmed.
 */
export const handler = securedRoute(client.signS3, async ({ params, query, caller }) => {
  const type = query['file-type'];
  const { ext } = UPLOAD_TYPES[type];
  const maxBytes = uploadLimit(query.purpose, type);
  const id = newId();
  const name = `${params.clientId}/${id}.${ext}`;
  const key = `${UPLOAD_PURPOSES[query.purpose].prefix}${name}`;
  const pendingKey = `${MEDIA.private.uploads}${name}`;
  const now = new Date().toISOString();
  await putNewUpload({
    _id: id,
    clientId: params.clientId,
    purpose: query.purpose,
    contentType: type,
    fileName: query['file-name'],
    pendingKey,
    key,
    maxBytes,
    state: 'pending',
    createdBy: caller.user._id,
    createdAt: now,
    updatedAt: now,
  });
  const signedRequest = await presignedPost(pendingKey, type, maxBytes);
  return {
    error: false as const,
    uploadId: id,
    signedRequest,
    ...(isPublicMediaKey(key) && { url: `/media/${key}` }),
    maxBytes,
  };
});

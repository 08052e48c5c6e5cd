import { route } from '../../route-def.ts';
import { MEDIA } from '../../media.ts';
import {
  confirmUploadAnswerSchema,
  linkUploadBodySchema,
  signS3AnswerSchema,
  signS3ParamsSchema,
  signS3QuerySchema,
  uploadParamsSchema,
} from '../../schemas/upload.ts';

// Uploads straight to the media bucket (docs/client-uploads.md), scoped to one client: its members
// (and admins) sign and confirm; the key is the server's choice, under that client's prefix.

/** A presigned POST for one file (spec 2 §7 `sign-s3?file-name&file-type`, plus what the file is for). */
export const signS3 = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/sign-s3',
  handler: 'client/uploads/sign-s3',
  access: 'clientMember',
  params: signS3ParamsSchema,
  query: signS3QuerySchema,
  response: signS3AnswerSchema,
  // @aws-sdk/s3-presigned-post signs through a whole S3Client (522 KB bundled): docs/client-uploads.md
  needs: { table: 'write', media: { write: [MEDIA.private.uploads] }, profile: { bundleKb: 560 } },
});

/** Checks the uploaded object (size, type, magic bytes) and copies it where records may name it. */
export const confirmUpload = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/upload/{id}/confirm',
  handler: 'client/uploads/confirm-upload',
  access: 'clientMember',
  params: uploadParamsSchema,
  response: confirmUploadAnswerSchema,
  needs: {
    table: 'write',
    media: {
      read: [MEDIA.private.uploads],
      write: ['brands/', 'products/', 'clients/', MEDIA.private.coas, MEDIA.private.loyalty],
      delete: [MEDIA.private.uploads],
    },
  },
});

/**
 * A lab's WCIA JSON document from the link the lab gave: the server fetches it (https, public
 * addresses, 1 MB, 10 s), checks it is a WCIA lab result and keeps it as a confirmed COA upload.
 */
export const uploadFromLink = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/upload/link',
  handler: 'client/uploads/upload-from-link',
  access: 'clientMember',
  params: signS3ParamsSchema,
  body: linkUploadBodySchema,
  response: confirmUploadAnswerSchema,
  needs: {
    table: 'write',
    media: { write: [MEDIA.private.coas] },
    settings: ['labLinks'],
    profile: { timeoutSeconds: 15 },
  },
});

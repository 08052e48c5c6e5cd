import * as uploadMessages from '#shared/messages/client/uploads';
import * as client from '#shared/routes/client/uploads';
import { PLATFORM_UPLOADS } from '#shared/schemas/upload';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';
import { confirmUpload } from '#lib/uploads/confirm';

/** The browser's file is in the bucket: check it and make it usable (#lib/uploads/confirm). */
export const handler = securedRoute(client.confirmUpload, async ({ params }) => {
  // the platform's own uploads are confirmed through the admin content routes, which may write blog/
  if (params.clientId === PLATFORM_UPLOADS) throw notFound(uploadMessages.uploadNotFound);
  return { error: false as const, upload: await confirmUpload(params.clientId, params.id) };
});

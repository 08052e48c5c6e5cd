import * as client from '#shared/routes/client/uploads';
import { securedRoute } from '#lib/runtime/secured-route';
import { confirmUpload } from '#lib/uploads/confirm';

/** The browser's file is in the bucket: check it and make it usable (#lib/uploads/confirm). */
export const handler = securedRoute(client.confirmUpload, async ({ params }) => ({
  error: false as const,
  upload: await confirmUpload(params.clientId, params.id),
}));

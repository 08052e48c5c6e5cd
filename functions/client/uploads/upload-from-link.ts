import * as client from '#shared/routes/client/uploads';
import { securedRoute } from '#lib/runtime/secured-route';
import { uploadFromLink } from '#lib/uploads/from-link';

/** A lab's WCIA link: the server fetches the document and keeps it as a COA upload (#lib/uploads/from-link). */
export const handler = securedRoute(client.uploadFromLink, async ({ params, body, caller }) => ({
  error: false as const,
  upload: await uploadFromLink(params.clientId, caller.user._id, body.url),
}));

import * as client from '#shared/routes/client/uploads';
import { signUpload } from '#lib/uploads/sign';
import { securedRoute } from '#lib/runtime/secured-route';

/** A presigned POST for one file of the client (#lib/uploads/sign). */
export const handler = securedRoute(client.signS3, ({ params, query, caller }) =>
  signUpload({
    owner: params.clientId,
    purpose: query.purpose,
    type: query['file-type'],
    fileName: query['file-name'],
    userId: caller.user._id,
  }),
);

import { route } from '../route-def.ts';
import {
  accountAnswerSchema,
  changePasswordBodySchema,
  deletedAnswerSchema,
  successAnswerSchema,
  updateUserBodySchema,
  userParamsSchema,
} from '../schemas/account.ts';

// The account page (spec 1: /user/{_id}). The spec's paths carry the token; ours do not (docs/auth.md).
// Each route is pure, as in consumer.ts.

export const getUser = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/consumer/user/{id}',
  handler: 'account/get-user',
  access: 'self',
  params: userParamsSchema,
  response: accountAnswerSchema,
  needs: { table: 'read' },
});

export const updateUser = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/consumer/user/{id}',
  handler: 'account/update-user',
  access: 'self',
  params: userParamsSchema,
  body: updateUserBodySchema,
  response: accountAnswerSchema,
  maxBodyBytes: 8 * 1024,
  needs: { table: 'write', userPool: ['AdminUpdateUserAttributes'] },
});

export const changePassword = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/consumer/changePassword',
  handler: 'account/change-password',
  access: 'signedIn',
  body: changePasswordBodySchema,
  response: successAnswerSchema,
  maxBodyBytes: 8 * 1024,
  needs: { table: 'write', userPool: ['InitiateAuth', 'AdminSetUserPassword', 'AdminUserGlobalSignOut'] },
});

export const deleteAccount = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/consumer/user/{id}',
  handler: 'account/delete-account',
  access: 'self',
  params: userParamsSchema,
  response: deletedAnswerSchema,
  needs: { table: 'write', userPool: ['AdminDeleteUser'] },
});

import { MEDIA } from '../../media.ts';
import { route } from '../../route-def.ts';
import {
  binderCountAnswerSchema,
  countAnswerSchema,
  deletedUserAnswerSchema,
  setUserRoleBodySchema,
  userAnswerSchema,
  userBindersQuerySchema,
  userParamsSchema,
  usersAnswerSchema,
  usersQuerySchema,
} from '../../schemas/admin-users.ts';
import { binderAnswerSchema } from '../../schemas/binder.ts';
import { linkAnswerSchema } from '../../schemas/exports.ts';

// The admin users table (spec 3 §2 /admin/users, §7 admin calls; docs/admin-users.md). Admins only:
// the route stack refuses everyone else with 401/403 before reading the request.

/** getUsers: a page of users, newest account first; `q` searches name, e-mail and company. */
export const getUsers = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/getUsers',
  handler: 'admin/users/get-users',
  access: 'admin',
  query: usersQuerySchema,
  queryNames: { q: 'Search', limit: 'Rows per page', cursor: 'Page' },
  response: usersAnswerSchema,
  needs: { table: 'read' },
});

/** The table's user count. */
export const getUserCount = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/getUserCount',
  handler: 'admin/users/get-user-count',
  access: 'admin',
  response: countAnswerSchema,
  needs: { table: 'read' },
});

/**
 * getUserCsv: every user as CSV, written to the private exports prefix page by page as a multipart
 * upload (never the whole file in memory), answered as a short download link.
 */
export const getUserCsv = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/getUserCsv',
  handler: 'admin/users/get-user-csv',
  access: 'admin',
  response: linkAnswerSchema,
  needs: {
    table: 'read',
    media: { read: [MEDIA.private.exports], write: [MEDIA.private.exports] },
    // API Gateway gives an HTTP integration 30 s at most
    // Papa Parse writes the rows (about 16 KB): 309 KB (docs/admin-users.md)
    profile: { timeoutSeconds: 30 },
  },
});

/** A role toggle (spec 3 §7 PUT user/{id}); disabling ends the user's sessions at once. */
export const setUserRole = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/user/{id}',
  handler: 'admin/users/set-user-role',
  access: 'admin',
  params: userParamsSchema,
  body: setUserRoleBodySchema,
  response: userAnswerSchema,
  needs: { table: 'write' },
});

/** DELETE user/{id}: with the spec's blocks; the login goes too. */
export const deleteUser = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/admin/user/{id}',
  handler: 'admin/users/delete-user',
  access: 'admin',
  params: userParamsSchema,
  response: deletedUserAnswerSchema,
  needs: { table: 'write', userPool: ['AdminDeleteUser'] },
});

/** getUserBinders: one user's binder, a page at a time, with its products. */
export const getUserBinders = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/getUserBinders/{id}',
  handler: 'admin/users/get-user-binders',
  access: 'admin',
  params: userParamsSchema,
  query: userBindersQuerySchema,
  response: binderAnswerSchema,
  needs: { table: 'read' },
});

/** getUserBindercount: how many binder items the user keeps. */
export const getUserBindercount = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/getUserBindercount/{id}',
  handler: 'admin/users/get-user-bindercount',
  access: 'admin',
  params: userParamsSchema,
  response: binderCountAnswerSchema,
  needs: { table: 'read' },
});

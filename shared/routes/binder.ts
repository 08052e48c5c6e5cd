import { route } from '../route-def.ts';
import {
  addToBinderBodySchema,
  binderAnswerSchema,
  getBinderBodySchema,
  binderItemAnswerSchema,
  rateBinderItemBodySchema,
  removeBinderItemBodySchema,
  removedAnswerSchema,
} from '../schemas/binder.ts';
import { idParamsSchema } from '../schemas/common.ts';

// The binder (spec 1): the caller's own favourites. The spec's paths carry the token; ours take
// the caller from the session, and every item is read and written under the caller's own key, so
// nobody can reach another person's items (docs/data-model.md).

export const getBinder = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/consumer/getBinder',
  handler: 'binder/get-binder',
  access: 'signedIn',
  body: getBinderBodySchema,
  response: binderAnswerSchema,
  needs: { table: 'read' },
});

export const getProductBinder = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/consumer/user/product/{id}/binder',
  handler: 'binder/get-product-binder',
  access: 'signedIn',
  params: idParamsSchema,
  response: binderAnswerSchema,
  needs: { table: 'read' },
});

export const addToBinder = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/consumer/addToBinder',
  handler: 'binder/add-to-binder',
  access: 'signedIn',
  body: addToBinderBodySchema,
  response: binderItemAnswerSchema,
  needs: { table: 'write' },
});

export const rateBinderItem = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/consumer/rateBinderItem',
  handler: 'binder/rate-binder-item',
  access: 'signedIn',
  body: rateBinderItemBodySchema,
  response: binderItemAnswerSchema,
  needs: { table: 'write' },
});

export const removeBinderItem = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/consumer/removeBinderItem',
  handler: 'binder/remove-binder-item',
  access: 'signedIn',
  body: removeBinderItemBodySchema,
  response: removedAnswerSchema,
  needs: { table: 'write' },
});

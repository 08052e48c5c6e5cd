import * as z from 'zod/mini';
import { route } from '../route-def.ts';
import { lotWithTestSchema } from '../schemas/catalog.ts';
import { blogListSchema } from '../schemas/blog.ts';
import { searchAnswerSchema, searchBodySchema, taggedPageSchema } from '../schemas/search.ts';
import { similarListSchema } from '../schemas/similar.ts';
import {
  brandListSchema,
  brandProductsSchema,
  idParamsSchema,
  pageQuerySchema,
  productParamsSchema,
  productViewSchema,
} from '../schemas/consumer.ts';

// The consumer site's public reads (spec 1). Each route is marked pure so that esbuild drops the
// routes a handler does not import from its bundle.

export const getProduct = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/consumer/product/{id}/{optional?}',
  handler: 'consumer/get-product',
  access: 'public',
  params: productParamsSchema,
  response: productViewSchema,
  needs: { table: 'read', settings: ['certifiedLabWord'] },
});

/** The spec's legacy fetch: the same view by POST; an old client may send an empty JSON body or none. */
export const getProductLegacy = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/consumer/getProductLegacy/{id}',
  handler: 'consumer/get-product-legacy',
  access: 'public',
  params: idParamsSchema,
  body: z.optional(z.strictObject({})),
  response: productViewSchema,
  needs: { table: 'read', settings: ['certifiedLabWord'] },
});

export const getProductLot = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/consumer/productLot/{id}',
  handler: 'consumer/get-product-lot',
  access: 'public',
  params: idParamsSchema,
  response: lotWithTestSchema,
  needs: { table: 'read' },
});

export const getBrand = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/consumer/brand/{id}',
  handler: 'consumer/get-brand',
  access: 'public',
  params: idParamsSchema,
  response: brandListSchema,
  needs: { table: 'read' },
});

export const getBrandProducts = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/consumer/brand/{id}/products',
  handler: 'consumer/get-brand-products',
  access: 'public',
  params: idParamsSchema,
  query: pageQuerySchema,
  response: brandProductsSchema,
  needs: { table: 'read' },
});

export const getProductComps = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/consumer/productComps/{id}',
  handler: 'consumer/get-product-comps',
  access: 'public',
  params: idParamsSchema,
  response: similarListSchema,
  needs: { table: 'read' },
});

export const search = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/consumer/search',
  handler: 'consumer/search',
  access: 'public',
  body: searchBodySchema,
  response: searchAnswerSchema,
  needs: { table: 'read' },
});

export const searchTags = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/consumer/search/tags',
  handler: 'consumer/search-tags',
  access: 'public',
  query: pageQuerySchema,
  response: taggedPageSchema,
  needs: { table: 'read' },
});

export const getBlogs = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/consumer/blogs',
  handler: 'consumer/get-blogs',
  access: 'public',
  response: blogListSchema,
  needs: { table: 'read' },
});

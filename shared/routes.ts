import * as z from 'zod/mini';
import { errorBodySchema } from './schemas/common.ts';
import { lotWithTestSchema } from './schemas/catalog.ts';
import {
  brandListSchema, brandProductsSchema, idParamsSchema, pageQuerySchema, productParamsSchema, productViewSchema,
} from './schemas/consumer.ts';

/**
 * Who may call a route. 'clientMember' is the spec's validateUserOnEntity: the caller belongs to the
 * client named by the path's clientId (admins pass too).
 */
export const ACCESS_RULES = ['public', 'signedIn', 'admin', 'clientMember', 'dataEntry', 'review'] as const;
export type Access = (typeof ACCESS_RULES)[number];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  method: Method;
  /** Path under /api in API Gateway syntax; a trailing `{name?}` segment is optional. */
  path: string;
  /** Handler module under functions/, without extension; it exports `handler`. */
  handler: string;
  access: Access;
  params: z.ZodMiniType;
  query: z.ZodMiniType;
  body: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Table items this route writes; drives least-privilege grants in the stack. */
  writes?: boolean;
  maxBodyBytes?: number;
}

const none = z.strictObject({});
const noBody = z.undefined();

const route = <R extends Partial<RouteDef> & Pick<RouteDef, 'method' | 'path' | 'handler' | 'access' | 'response'>>(r: R) =>
  ({ params: none, query: none, body: noBody, ...r }) as Omit<R, 'params' | 'query' | 'body'> & {
    params: R['params'] extends z.ZodMiniType ? R['params'] : typeof none;
    query: R['query'] extends z.ZodMiniType ? R['query'] : typeof none;
    body: R['body'] extends z.ZodMiniType ? R['body'] : typeof noBody;
  };

export const routes = {
  getProduct: route({
    method: 'GET', path: '/api/consumer/product/{id}/{optional?}', handler: 'consumer/get-product', access: 'public',
    params: productParamsSchema, response: productViewSchema,
  }),
  getProductLot: route({
    method: 'GET', path: '/api/consumer/productLot/{id}', handler: 'consumer/get-product-lot', access: 'public',
    params: idParamsSchema, response: lotWithTestSchema,
  }),
  getBrand: route({
    method: 'GET', path: '/api/consumer/brand/{id}', handler: 'consumer/get-brand', access: 'public',
    params: idParamsSchema, response: brandListSchema,
  }),
  getBrandProducts: route({
    method: 'GET', path: '/api/consumer/brand/{id}/products', handler: 'consumer/get-brand-products', access: 'public',
    params: idParamsSchema, query: pageQuerySchema, response: brandProductsSchema,
  }),
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export type Routes = typeof routes;

/** Answers every /api path no route claims (API Gateway's $default route in the cloud). */
export const notFoundRoute = {
  handler: 'service/not-found', access: 'public', response: errorBodySchema,
} as const;

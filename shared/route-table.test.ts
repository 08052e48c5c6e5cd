import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { route } from './route-def.ts';
import { routeTable, type DuplicateNames } from './route-table.ts';
import type { RouteName } from './routes.ts';

// Two areas that both declare getProduct, as the business area will beside the consumer one.
const response = z.object({});
const consumerArea = {
  getProduct: route({
    method: 'GET',
    path: '/api/consumer/product/{id}',
    handler: 'consumer/get-product',
    access: 'public',
    response,
    needs: {},
  }),
  getBrand: route({
    method: 'GET',
    path: '/api/consumer/brand/{id}',
    handler: 'consumer/get-brand',
    access: 'public',
    response,
    needs: {},
  }),
};
const clientArea = {
  getProduct: route({
    method: 'GET',
    path: '/api/client/{clientId}/product/{id}',
    handler: 'client/get-product',
    access: 'clientMember',
    response,
    needs: {},
  }),
};
const labelsArea = {
  getLabel: route({
    method: 'GET',
    path: '/api/client/label/{id}',
    handler: 'client/get-label',
    access: 'business',
    response,
    needs: {},
  }),
};

describe('the route table', () => {
  it('merges areas whose route names differ, keeping every route', () => {
    const table = routeTable(consumerArea, labelsArea);
    expect(Object.keys(table).sort()).toEqual(['getBrand', 'getLabel', 'getProduct']);
    expect(table.getLabel.handler).toBe('client/get-label');
  });

  it('refuses a route name two areas declare, at load and in the type check', () => {
    expectTypeOf<
      DuplicateNames<[typeof consumerArea, typeof labelsArea, typeof clientArea]>
    >().toEqualTypeOf<'getProduct'>();
    expectTypeOf<DuplicateNames<[typeof consumerArea, typeof labelsArea]>>().toBeNever();
    // @ts-expect-error getProduct is declared by two areas
    expect(() => routeTable(consumerArea, labelsArea, clientArea)).toThrow(
      /route name getProduct is declared twice: consumer\/get-product and client\/get-product/,
    );
  });

  it('refuses two routes on one method and path, whatever their parameters are called', () => {
    const other = {
      brandById: route({
        method: 'GET',
        path: '/api/consumer/brand/{brandId}',
        handler: 'consumer/brand-by-id',
        access: 'public',
        response,
        needs: {},
      }),
    };
    expect(() => routeTable(consumerArea, other)).toThrow(
      /routes getBrand and brandById both answer GET \/api\/consumer\/brand\/\{\}/,
    );
    const tail = {
      productTail: route({
        method: 'GET',
        path: '/api/consumer/product/{x}/{more?}',
        handler: 'consumer/tail',
        access: 'public',
        response,
        needs: {},
      }),
    };
    expect(() => routeTable(consumerArea, tail)).toThrow(/both answer GET \/api\/consumer\/product\/\{\}/);
    const post = {
      postBrand: route({
        method: 'POST',
        path: '/api/consumer/brand/{id}',
        handler: 'consumer/post-brand',
        access: 'public',
        response,
        needs: {},
      }),
    };
    expect(() => routeTable(consumerArea, post)).not.toThrow();
  });

  it('keeps the real table precise: its names are a union of literals, not string', () => {
    expectTypeOf<'getProduct'>().toExtend<RouteName>();
    expectTypeOf<'getBinder'>().toExtend<RouteName>();
    expectTypeOf<string>().not.toExtend<RouteName>();
  });
});

import { describe, expect, it } from 'vitest';
import { gatewayPaths } from '#shared/paths';
import { bySpecificity, routeMatcher } from './route-match.ts';

// Overlapping patterns of the kind the business area brings (a product by id beside the product
// counts), declared in both orders: API Gateway answers with the most specific route whatever the
// order, and so must the local gateway.

const ROUTES = [
  { method: 'GET', path: '/api/client/{clientId}/product/{id}', target: 'product by id' },
  { method: 'GET', path: '/api/client/{clientId}/product/counts', target: 'product counts' },
  { method: 'GET', path: '/api/client/mine/product/counts', target: 'my product counts' },
  { method: 'GET', path: '/api/client/{clientId}/{rest+}', target: 'anything of a client' },
  { method: 'GET', path: '/api/client/{clientId}/product/{id}/lots', target: 'lots of a product' },
  { method: 'POST', path: '/api/client/{clientId}/product/{id}', target: 'update a product' },
  ...gatewayPaths('/api/consumer/product/{id}/{optional?}').map((path) => ({
    method: 'GET',
    path,
    target: 'consumer product',
  })),
];

describe.each([
  ['as declared', ROUTES],
  ['declared the other way round', [...ROUTES].reverse()],
])('the local gateway picks the most specific route (%s)', (_, routes) => {
  const match = routeMatcher(routes);

  it('a literal segment beats a parameter in the same place', () => {
    expect(match('GET', '/api/client/c1/product/counts')).toEqual({
      target: 'product counts',
      path: '/api/client/{clientId}/product/counts',
      params: { clientId: 'c1' },
    });
    expect(match('GET', '/api/client/c1/product/p1')).toEqual({
      target: 'product by id',
      path: '/api/client/{clientId}/product/{id}',
      params: { clientId: 'c1', id: 'p1' },
    });
  });

  it('the leftmost difference decides', () => {
    expect(match('GET', '/api/client/mine/product/counts')?.target).toBe('my product counts');
    expect(match('GET', '/api/client/mine/product/p1')?.target).toBe('product by id');
  });

  it('a greedy parameter comes last, and takes the rest of the path', () => {
    expect(match('GET', '/api/client/c1/product/p1/lots')?.target).toBe('lots of a product');
    expect(match('GET', '/api/client/c1/product/p1/tests/t1')).toEqual({
      target: 'anything of a client',
      path: '/api/client/{clientId}/{rest+}',
      params: { clientId: 'c1', rest: 'product/p1/tests/t1' },
    });
    expect(match('GET', '/api/client/c1/brands')?.target).toBe('anything of a client');
  });

  it('matches the method too, and answers nothing when no route matches', () => {
    expect(match('POST', '/api/client/c1/product/counts')?.target).toBe('update a product');
    expect(match('DELETE', '/api/client/c1/product/p1')).toBeUndefined();
    expect(match('GET', '/api/nothing/here')).toBeUndefined();
  });

  it('reports the expanded route an optional tail matched, as API Gateway does in the route key', () => {
    expect(match('GET', '/api/consumer/product/p1')?.path).toBe('/api/consumer/product/{id}');
    expect(match('GET', '/api/consumer/product/p1/l1')).toEqual({
      target: 'consumer product',
      path: '/api/consumer/product/{id}/{optional}',
      params: { id: 'p1', optional: 'l1' },
    });
  });
});

describe('specificity', () => {
  it('orders literal before parameter before greedy, segment by segment from the left', () => {
    const paths = ['/a/{p+}', '/a/{x}/c', '/a/b/{y}', '/a/b/c'];
    expect([...paths].reverse().sort(bySpecificity)).toEqual(['/a/b/c', '/a/b/{y}', '/a/{x}/c', '/a/{p+}']);
  });
});

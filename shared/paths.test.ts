import { describe, expect, it } from 'vitest';
import { compilePath, fillPath, gatewayPaths } from './paths.ts';

describe('route paths', () => {
  it('expands an optional tail into the two API Gateway routes', () => {
    expect(gatewayPaths('/api/consumer/product/{id}/{optional?}')).toEqual([
      '/api/consumer/product/{id}',
      '/api/consumer/product/{id}/{optional}',
    ]);
    expect(gatewayPaths('/api/consumer/brand/{id}')).toEqual(['/api/consumer/brand/{id}']);
  });

  it('matches with and without the optional tail, and nothing else', () => {
    const m = compilePath('/api/consumer/product/{id}/{optional?}');
    expect(m('/api/consumer/product/abc')).toEqual({ id: 'abc' });
    expect(m('/api/consumer/product/abc/def')).toEqual({ id: 'abc', optional: 'def' });
    expect(m('/api/consumer/product/abc/def/ghi')).toBeNull();
    expect(m('/api/consumer/products/abc')).toBeNull();
  });

  it('decodes parameters and keeps literal segments literal', () => {
    const m = compilePath('/api/consumer/brand/{id}/products');
    expect(m('/api/consumer/brand/a%20b/products')).toEqual({ id: 'a b' });
    expect(m('/api/consumer/brand/x/productsX')).toBeNull();
  });

  it('fills paths, dropping an absent optional tail and refusing a missing required one', () => {
    expect(fillPath('/api/consumer/product/{id}/{optional?}', { id: 'a' })).toBe('/api/consumer/product/a');
    expect(fillPath('/api/consumer/product/{id}/{optional?}', { id: 'a', optional: 'b/c' })).toBe(
      '/api/consumer/product/a/b%2Fc',
    );
    expect(() => fillPath('/api/consumer/brand/{id}', {})).toThrow(/missing path parameter id/);
  });

  it('lets a greedy last parameter take the rest of the path, and fills it segment by segment', () => {
    const m = compilePath('/api/files/{key+}');
    expect(m('/api/files/a/b%20c/d.png')).toEqual({ key: 'a/b c/d.png' });
    expect(m('/api/files')).toBeNull();
    expect(gatewayPaths('/api/files/{key+}')).toEqual(['/api/files/{key+}']);
    expect(fillPath('/api/files/{key+}', { key: 'a/b c' })).toBe('/api/files/a/b%20c');
  });
});

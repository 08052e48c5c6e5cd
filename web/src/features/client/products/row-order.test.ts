import { describe, expect, it } from 'vitest';
import type { Product } from '#shared/schemas/catalog';
import { keepRowOrder } from './row-order.ts';

const product = (id: string, over: Partial<Product> = {}) =>
  ({ _id: id, name: id, active: true, available: false, ...over }) as Product;

describe('the rows after a bulk edit', () => {
  it('keep the order they were shown in, with their fresh copies, though the list now puts them first', () => {
    // b and d were edited: the server's newest-first page now starts with them
    const page = [product('b', { available: true }), product('d', { available: true }), product('a'), product('c')];
    expect(keepRowOrder(['a', 'b', 'c', 'd'], page, () => undefined, false)).toEqual([
      product('a'),
      product('b', { available: true }),
      product('c'),
      product('d', { available: true }),
    ]);
  });

  it("keep a row that the list moved to another page, from the product's own saved entry", () => {
    const saved = product('z', { available: true });
    const rows = keepRowOrder(['y', 'z'], [product('y')], (id) => (id === 'z' ? saved : undefined), false);
    expect(rows.map((r) => [r._id, r.available])).toEqual([
      ['y', false],
      ['z', true],
    ]);
  });

  it('drop a row the edit deleted unless deleted rows are shown, and put rows new to the page last', () => {
    const page = [product('n'), product('a', { active: false }), product('b')];
    expect(keepRowOrder(['a', 'b'], page, () => undefined, false).map((r) => r._id)).toEqual(['b', 'n']);
    expect(keepRowOrder(['a', 'b'], page, () => undefined, true).map((r) => r._id)).toEqual(['a', 'b', 'n']);
  });
});

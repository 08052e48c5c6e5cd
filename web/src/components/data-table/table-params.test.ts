import { describe, expect, it } from 'vitest';
import { changeTableParams, cursorPageNumber, readTableParams, type TableDefaults } from './table-params.ts';

const defaults: TableDefaults = { size: 10, sort: { id: 'testDate', desc: true } };
const read = (q: string) => readTableParams(new URLSearchParams(q), defaults);
const change = (q: string, c: Parameters<typeof changeTableParams>[2]) =>
  changeTableParams(new URLSearchParams(q), read(q), c, defaults).toString();

describe('table params in the address', () => {
  it('reads sort, filters, size and page, falling back to the defaults', () => {
    expect(read('')).toEqual({
      sort: { id: 'testDate', desc: true },
      filters: {},
      size: 10,
      page: 1,
      cursor: undefined,
      previousCursors: [],
    });
    const p = read('sort=strain&dir=asc&f.strain=Blue&f.thc=&size=25&page=3&other=1');
    expect(p.sort).toEqual({ id: 'strain', desc: false });
    expect(p.filters).toEqual({ strain: 'Blue' });
    expect(p.size).toBe(25);
    expect(p.page).toBe(3);
  });

  it('ignores malformed values instead of failing the page', () => {
    const p = read('size=7&page=-2&page=x');
    expect(p.size).toBe(10);
    expect(p.page).toBe(1);
    expect(read('size=1000000').size).toBe(10);
    expect(read('page=0').page).toBe(1);
  });

  it('starts again at page 1 when sort, filter or size change, and keeps other params', () => {
    expect(change('page=4&x=1', { kind: 'sort', sort: { id: 'strain', desc: false } })).toBe('x=1&sort=strain&dir=asc');
    expect(change('page=4&sort=strain&dir=asc', { kind: 'sort', sort: undefined })).toBe('');
    expect(change('page=2&cursor=abc&back=z', { kind: 'filter', id: 'strain', value: 'OG' })).toBe('f.strain=OG');
    expect(change('f.strain=OG&page=2', { kind: 'filter', id: 'strain', value: '' })).toBe('');
    expect(change('page=2', { kind: 'size', size: 50 })).toBe('size=50');
    expect(change('size=50', { kind: 'size', size: 10 })).toBe('');
    expect(change('f.a=1', { kind: 'page', page: 3 })).toBe('f.a=1&page=3');
    expect(change('page=3', { kind: 'page', page: 1 })).toBe('');
  });

  it('walks cursor pages forward and back through the address', () => {
    const p2 = change('', { kind: 'next', cursor: 'c2' });
    expect(p2).toBe('cursor=c2');
    expect(cursorPageNumber(read(p2))).toBe(2);
    const p3 = change(p2, { kind: 'next', cursor: 'c3' });
    expect(p3).toBe('cursor=c3&back=c2');
    const p4 = change(p3, { kind: 'next', cursor: 'c4' });
    expect(read(p4).previousCursors).toEqual(['c2', 'c3']);
    expect(cursorPageNumber(read(p4))).toBe(4);
    const back3 = change(p4, { kind: 'previous' });
    expect(read(back3)).toMatchObject({ cursor: 'c3', previousCursors: ['c2'] });
    const back2 = change(back3, { kind: 'previous' });
    expect(read(back2)).toMatchObject({ cursor: 'c2', previousCursors: [] });
    expect(change(back2, { kind: 'previous' })).toBe('');
    expect(cursorPageNumber(read(''))).toBe(1);
  });
});

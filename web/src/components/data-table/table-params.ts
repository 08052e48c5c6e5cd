// A table's server-side state (sort, filters, page size, page or cursor) lives in the address's
// search params, so a filtered, sorted page can be bookmarked and shared. These are the pure
// reads and writes of that state; use-table-params.ts binds them to the router.

export interface TableSort {
  id: string;
  desc: boolean;
}

export interface TableParams {
  sort: TableSort | undefined;
  /** Column id → filter value, only non-empty values. */
  filters: Record<string, string>;
  size: number;
  /** 1-based page for offset-paged lists. */
  page: number;
  /** Cursor-paged lists: the current page's cursor (none on page 1) and those of the pages between page 1 and it. */
  cursor: string | undefined;
  previousCursors: string[];
}

export interface TableDefaults {
  size: number;
  sort?: TableSort | undefined;
  sizes?: readonly number[];
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const FILTER_PREFIX = 'f.';
// cursors are base64url, which never holds '~'
const CURSOR_SEPARATOR = '~';

const positiveInt = (raw: string | null): number | undefined => {
  if (raw === null || !/^[1-9]\d{0,5}$/.test(raw)) return undefined;
  return Number(raw);
};

/** Reads a table's state; anything malformed falls back to the defaults rather than failing the page. */
export function readTableParams(search: URLSearchParams, defaults: TableDefaults): TableParams {
  const sizes = defaults.sizes ?? PAGE_SIZES;
  const size = positiveInt(search.get('size'));
  const sortId = search.get('sort');
  const filters: Record<string, string> = {};
  for (const [key, value] of search) {
    if (key.startsWith(FILTER_PREFIX) && key.length > FILTER_PREFIX.length && value !== '')
      filters[key.slice(FILTER_PREFIX.length)] = value;
  }
  const back = search.get('back');
  return {
    sort: sortId ? { id: sortId, desc: search.get('dir') !== 'asc' } : defaults.sort,
    filters,
    size: size !== undefined && sizes.includes(size) ? size : defaults.size,
    page: positiveInt(search.get('page')) ?? 1,
    cursor: search.get('cursor') || undefined,
    previousCursors: back ? back.split(CURSOR_SEPARATOR).filter(Boolean) : [],
  };
}

type Change =
  | { kind: 'sort'; sort: TableSort | undefined }
  | { kind: 'filter'; id: string; value: string }
  | { kind: 'size'; size: number }
  | { kind: 'page'; page: number }
  | { kind: 'next'; cursor: string }
  | { kind: 'previous' };

const resetPaging = (next: URLSearchParams) => {
  next.delete('page');
  next.delete('cursor');
  next.delete('back');
};

/**
 * The search params after one change. A new sort, filter or page size starts again at the first
 * page (the old page or cursor belongs to another ordering); other params of the page are kept.
 */
export function changeTableParams(
  search: URLSearchParams,
  current: TableParams,
  change: Change,
  defaults: TableDefaults,
): URLSearchParams {
  const next = new URLSearchParams(search);
  switch (change.kind) {
    case 'sort':
      resetPaging(next);
      if (!change.sort) {
        next.delete('sort');
        next.delete('dir');
      } else {
        next.set('sort', change.sort.id);
        next.set('dir', change.sort.desc ? 'desc' : 'asc');
      }
      break;
    case 'filter':
      resetPaging(next);
      if (change.value === '') next.delete(FILTER_PREFIX + change.id);
      else next.set(FILTER_PREFIX + change.id, change.value);
      break;
    case 'size':
      resetPaging(next);
      if (change.size === defaults.size) next.delete('size');
      else next.set('size', String(change.size));
      break;
    case 'page':
      if (change.page <= 1) next.delete('page');
      else next.set('page', String(change.page));
      break;
    case 'next': {
      // page 1 has no cursor; 'back' holds the cursors of the pages between it and this one
      const back = current.cursor === undefined ? [] : [...current.previousCursors, current.cursor];
      next.set('cursor', change.cursor);
      if (back.length) next.set('back', back.join(CURSOR_SEPARATOR));
      else next.delete('back');
      break;
    }
    case 'previous': {
      const back = [...current.previousCursors];
      const previous = back.pop();
      if (previous === undefined) next.delete('cursor');
      else next.set('cursor', previous);
      if (back.length) next.set('back', back.join(CURSOR_SEPARATOR));
      else next.delete('back');
      break;
    }
  }
  return next;
}

/** The 1-based page a cursor-paged list shows. */
export const cursorPageNumber = (p: TableParams): number => (p.cursor === undefined ? 1 : p.previousCursors.length + 2);

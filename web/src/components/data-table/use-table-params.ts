import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import {
  changeTableParams,
  cursorPageNumber,
  readTableParams,
  type TableDefaults,
  type TableParams,
  type TableSort,
} from './table-params.ts';

export interface TableControls {
  params: TableParams;
  setSort: (sort: TableSort | undefined) => void;
  setFilter: (id: string, value: string) => void;
  setSize: (size: number) => void;
  setPage: (page: number) => void;
  /** Corrects the page in place (no history entry): an address past the last page. */
  clampPage: (page: number) => void;
  /** Cursor-paged lists: go to the page the server's nextCursor starts. */
  nextCursor: (cursor: string) => void;
  previousCursor: () => void;
  cursorPage: number;
  defaults: TableDefaults;
}

/**
 * A table's state read from and written to the address (table-params.ts). Each change replaces
 * the history entry for filters (typing is not a step back) and pushes one for paging.
 */
export function useTableParams(defaults: TableDefaults): TableControls {
  const [search, setSearch] = useSearchParams();
  // callers pass a module-level constant; kept by value so an inline object costs nothing either
  const key = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(key) as TableDefaults, [key]);
  const params = useMemo(() => readTableParams(search, stableDefaults), [search, stableDefaults]);
  const apply = useCallback(
    (change: Parameters<typeof changeTableParams>[2], replace: boolean) =>
      setSearch(
        (current) => changeTableParams(current, readTableParams(current, stableDefaults), change, stableDefaults),
        {
          replace,
        },
      ),
    [setSearch, stableDefaults],
  );
  return useMemo(
    () => ({
      params,
      defaults: stableDefaults,
      cursorPage: cursorPageNumber(params),
      setSort: (sort) => apply({ kind: 'sort', sort }, false),
      setFilter: (id, value) => apply({ kind: 'filter', id, value }, true),
      setSize: (size) => apply({ kind: 'size', size }, false),
      setPage: (page) => apply({ kind: 'page', page }, false),
      clampPage: (page) => apply({ kind: 'page', page }, true),
      nextCursor: (cursor) => apply({ kind: 'next', cursor }, false),
      previousCursor: () => apply({ kind: 'previous' }, false),
    }),
    [params, stableDefaults, apply],
  );
}

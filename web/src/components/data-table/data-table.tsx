import { Alert, Button, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import '#web/components/mantine.css';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { isApiError } from '#web/api/errors.ts';
import { ColumnChooser, useColumnChoice, type ColumnChoice } from './column-chooser.tsx';
import { PAGE_SIZES } from './table-params.ts';
import type { TableControls } from './use-table-params.ts';
import './data-table.css';

/** How a column is filtered on the server: free text, or one of a few values. */
export type ColumnFilter =
  | { kind: 'text'; placeholder?: string }
  | {
      kind: 'select';
      options: readonly { value: string; label: string }[];
      /** What no choice means (the server's default): 'All' unless said. */
      emptyLabel?: string;
    }
  /** A control of the page's own (a picker that searches by name), given the filter's label and value. */
  | {
      kind: 'custom';
      render: (filter: { label: string; value: string; onChange: (value: string) => void }) => ReactNode;
    };

declare module '@tanstack/react-table' {
  // the declaration must repeat TanStack's own type parameters to merge
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The server filters this column by its id; the input is labelled with the column's label. */
    filter?: ColumnFilter;
    /** The column's name in words, for the filter's label and the phone layout (headers may be graphics). */
    label?: string;
  }
}

/** The pager: offset paging knows its total, cursor paging only whether there is a next page. */
export type Paging = { kind: 'offset'; total: number } | { kind: 'cursor'; nextCursor: string | null | undefined };

export interface DataTableProps<Row> {
  /** The table's caption, its accessible name. */
  caption: string;
  columns: ColumnDef<Row, never>[];
  rows: readonly Row[] | undefined;
  rowId: (row: Row) => string;
  controls: TableControls;
  paging: Paging | undefined;
  /** Shown in the table when a page has no rows. */
  emptyText: string;
  status: 'pending' | 'error' | 'success';
  errorText: string;
  /** The failed read's error: a refusal of what was asked (a filter that does not parse) says why. */
  error?: unknown;
  /**
   * The rows and total answer the address as it is now (not a previous page's kept on screen while
   * the next loads): only then is a page past the last one corrected to the last.
   */
  fresh?: boolean;
  /** Anything above the table (actions), after the filters. */
  toolbar?: ReactNode;
  /** One search box over the table, searched on the server: its address key is `f.q`. */
  search?: { label: string; placeholder?: string };
  /** The column filters behind a 'Filters' button that counts the active ones (a table with many). */
  filterPanel?: boolean;
  /** Columns past what fits 1280 px start hidden; a 'Columns' button shows them (kept per browser). */
  columnChoice?: ColumnChoice;
}

/** The address key of a table's search box. */
export const SEARCH_FILTER = 'q';

const FILTER_DELAY_MS = 400;

/** A text filter keeps what is typed locally and writes it to the address once typing pauses. */
function TextFilter({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  placeholder?: string | undefined;
  onChange: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const t = setTimeout(() => onChange(draft.trim()), FILTER_DELAY_MS);
    return () => clearTimeout(t);
  }, [draft, value, onChange]);
  return (
    <TextInput
      label={label}
      value={draft}
      placeholder={placeholder}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onChange(draft.trim());
      }}
      size="xs"
    />
  );
}

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';

/**
 * The one table of the admin pages: TanStack Table (headless) over Mantine's table markup, with
 * every bit of state on the server's side. Sorting, filters, page size and page are the address's
 * search params (use-table-params.ts); the page fetches with them and passes the rows back.
 * Sortable headers are buttons carrying aria-sort on their cell; each filter has a label; on a
 * phone the table scrolls sideways inside a focusable region.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  controls,
  paging,
  emptyText,
  status,
  errorText,
  error,
  fresh = false,
  toolbar,
  search,
  filterPanel = false,
  columnChoice,
}: DataTableProps<Row>) {
  const { params } = controls;
  const sorting: SortingState = params.sort ? [params.sort] : [];
  const columnVisibility = useColumnChoice(columnChoice);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const table = useReactTable<Row>({
    data: (rows ?? []) as Row[],
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    state: { sorting, columnVisibility: columnVisibility.visibility },
  });
  // a server-sorted table always has an order (its default when the address names none), so a
  // header toggles between ascending and descending and never to 'unsorted'
  const toggle = (id: string, sorted: false | 'asc' | 'desc') => controls.setSort({ id, desc: sorted === 'asc' });
  const regionId = useId();
  const filterColumns = table.getAllLeafColumns().filter((c) => c.columnDef.meta?.filter);
  const visibleRows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  const activeFilters = filterColumns.filter((c) => params.filters[c.id]).length;
  const labelOf = (id: string) => {
    const def = table.getColumn(id)?.columnDef;
    return def?.meta?.label ?? (typeof def?.header === 'string' ? def.header : id);
  };

  const pageNumber = paging?.kind === 'offset' ? params.page : controls.cursorPage;
  const pageCount = paging?.kind === 'offset' ? Math.max(1, Math.ceil(paging.total / params.size)) : undefined;
  const hasPrevious = paging?.kind === 'offset' ? params.page > 1 : params.cursor !== undefined;
  const hasNext =
    paging?.kind === 'offset' ? params.page < (pageCount ?? 1) : paging?.kind === 'cursor' && !!paging.nextCursor;
  // an address past the last page (a typed ?page=, a shared link after rows went) opens the last
  // one, in place, so Back still leaves the table
  const lastPage =
    fresh && paging?.kind === 'offset' && status === 'success' && params.page > pageCount! ? pageCount : undefined;
  useEffect(() => {
    if (lastPage) controls.clampPage(lastPage);
  }, [lastPage, controls]);

  return (
    <div className="data-table">
      {(search || filterPanel || columnChoice) && (
        <Group className="data-table-bar" gap="sm" align="flex-end" wrap="wrap" mb="sm">
          {search && (
            <div role="search" aria-label={search.label} className="data-table-search">
              <TextFilter
                label={search.label}
                value={params.filters[SEARCH_FILTER] ?? ''}
                placeholder={search.placeholder}
                onChange={(v) => controls.setFilter(SEARCH_FILTER, v)}
              />
            </div>
          )}
          {filterPanel && filterColumns.length > 0 && (
            <Button
              size="xs"
              variant={activeFilters ? 'filled' : 'default'}
              aria-expanded={panelOpen}
              aria-controls={panelId}
              onClick={() => setPanelOpen((o) => !o)}
            >
              {activeFilters ? `Filters (${activeFilters} active)` : 'Filters'}
            </Button>
          )}
          {columnChoice && (
            <ColumnChooser
              caption={caption}
              columns={table
                .getAllLeafColumns()
                .filter((c) => c.getCanHide())
                .map((c) => ({ id: c.id, label: labelOf(c.id) }))}
              visibility={columnVisibility.visibility}
              onChange={columnVisibility.change}
            />
          )}
        </Group>
      )}
      {filterColumns.length > 0 && (
        <div
          className="data-table-filters"
          role="search"
          aria-label={`Filter ${caption}`}
          id={panelId}
          hidden={filterPanel && !panelOpen}
        >
          {filterColumns.map((column) => {
            const filter = column.columnDef.meta?.filter;
            const label = `Filter by ${labelOf(column.id)}`;
            const value = params.filters[column.id] ?? '';
            const onChange = (v: string) => controls.setFilter(column.id, v);
            if (filter?.kind === 'custom')
              return <div key={column.id}>{filter.render({ label, value, onChange })}</div>;
            if (filter?.kind === 'select')
              return (
                <NativeSelect
                  key={column.id}
                  label={label}
                  value={value}
                  size="xs"
                  data={[{ value: '', label: filter.emptyLabel ?? 'All' }, ...filter.options]}
                  onChange={(e) => onChange(e.currentTarget.value)}
                />
              );
            return (
              <TextFilter
                key={column.id}
                label={label}
                value={value}
                placeholder={filter?.placeholder}
                onChange={onChange}
              />
            );
          })}
        </div>
      )}
      {toolbar}
      {status === 'error' && (
        <Alert color="red" role="alert" my="sm">
          {errorText}
          {isApiError(error) && error.status >= 400 && error.status < 500 && <Text size="sm">{error.message}</Text>}
        </Alert>
      )}
      {/* a region that scrolls sideways must take focus so a keyboard can scroll it (axe) */}
      <div className="data-table-scroll" role="region" aria-labelledby={regionId} tabIndex={0}>
        <Table striped highlightOnHover className="data-table-table" aria-busy={status === 'pending'}>
          <caption id={regionId}>{caption}</caption>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const content = flexRender(column.columnDef.header, header.getContext());
                  if (!column.getCanSort()) return <Table.Th key={header.id}>{content}</Table.Th>;
                  const sorted = column.getIsSorted();
                  return (
                    <Table.Th key={header.id} aria-sort={ariaSort(sorted)}>
                      <button type="button" className="data-table-sort" onClick={() => toggle(column.id, sorted)}>
                        {content}
                        <span aria-hidden="true" className="data-table-sort-mark">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {status === 'pending' && (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <span role="status">Loading</span>
                </Table.Td>
              </Table.Tr>
            )}
            {status === 'success' && visibleRows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columnCount} className="data-table-empty">
                  {emptyText}
                </Table.Td>
              </Table.Tr>
            )}
            {visibleRows.map((row) => (
              <Table.Tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id} data-label={labelOf(cell.column.id)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Group className="data-table-pager" justify="space-between" mt="sm" wrap="wrap" gap="sm">
        <Button
          variant="default"
          disabled={!hasPrevious}
          onClick={() => (paging?.kind === 'offset' ? controls.setPage(params.page - 1) : controls.previousCursor())}
        >
          Previous
        </Button>
        <Text size="sm" aria-live="polite">
          Page {pageNumber}
          {pageCount !== undefined && ` of ${pageCount}`}
          {paging?.kind === 'offset' && ` · ${paging.total} in all`}
        </Text>
        <NativeSelect
          label="Rows per page"
          size="xs"
          className="data-table-size"
          value={String(params.size)}
          data={(controls.defaults.sizes ?? PAGE_SIZES).map((n) => String(n))}
          onChange={(e) => controls.setSize(Number(e.currentTarget.value))}
        />
        <Button
          variant="default"
          disabled={!hasNext}
          onClick={() => {
            if (paging?.kind === 'offset') controls.setPage(params.page + 1);
            else if (paging?.kind === 'cursor' && paging.nextCursor) controls.nextCursor(paging.nextCursor);
          }}
        >
          Next
        </Button>
      </Group>
    </div>
  );
}

import { MantineProvider } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableProps, type Paging } from './data-table.tsx';
import { useTableParams } from './use-table-params.ts';

interface Row {
  id: string;
  strain: string;
  thc: number;
}
const col = createColumnHelper<Row>();
const columns = [
  col.accessor('strain', { header: 'Strain', meta: { label: 'Strain', filter: { kind: 'text' } } }),
  col.accessor('thc', {
    header: 'THC',
    meta: {
      label: 'THC',
      filter: { kind: 'select', options: [{ value: 'high', label: 'High' }] },
    },
  }),
  col.display({ id: 'edit', header: 'Edit', enableSorting: false, cell: () => 'edit' }),
];

type Status = 'pending' | 'success' | 'error';

type Extras = Pick<DataTableProps<Row>, 'search' | 'filterPanel' | 'columnChoice'>;

function Harness({
  rows,
  paging,
  status,
  error,
  extras,
}: {
  rows: Row[];
  paging: Paging;
  status: Status;
  error?: unknown;
  extras?: Extras | undefined;
}) {
  const controls = useTableParams({ size: 10 });
  return (
    <DataTable
      caption="Tests"
      columns={columns as never}
      rows={rows}
      rowId={(r) => r.id}
      controls={controls}
      paging={paging}
      emptyText="Empty Test Result List"
      status={status}
      errorText="Could not load"
      error={error}
      {...extras}
    />
  );
}

const render = (
  url: string,
  rows: Row[],
  paging: Paging,
  status: Status = 'success',
  error?: unknown,
  extras?: Extras,
) =>
  renderToStaticMarkup(
    <MantineProvider>
      <Router ssrPath={url}>
        <Harness rows={rows} paging={paging} status={status} error={error} extras={extras} />
      </Router>
    </MantineProvider>,
  );

describe('DataTable', () => {
  it('keeps the filters in a closed panel behind a button counting the active ones, with one search box', () => {
    const html = render(
      '/t?f.strain=haze&f.q=kush',
      [{ id: 'a', strain: 'Blue Dream', thc: 21 }],
      { kind: 'offset', total: 1 },
      'success',
      undefined,
      { filterPanel: true, search: { label: 'Search tests' } },
    );
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*Filters \(1 active\)/);
    expect(html).toMatch(/<div[^>]*role="search"[^>]*aria-label="Filter Tests"[^>]*hidden=""/);
    expect(html).toContain('Search tests');
    expect(html).toContain('value="kush"');
  });

  it('hides the chosen columns until shown, and counts the shown ones', () => {
    const html = render(
      '/t',
      [{ id: 'a', strain: 'Blue Dream', thc: 21 }],
      { kind: 'offset', total: 1 },
      'success',
      undefined,
      { columnChoice: { storageKey: 'test-columns', hidden: ['thc'] } },
    );
    expect(html).toContain('Columns (2 of 3)');
    expect(html).not.toMatch(/<th[^>]*>.*THC/);
    expect(html).not.toContain('21');
  });

  it('is a captioned table in a focusable scrolling region, sortable headers as buttons with aria-sort', () => {
    const html = render('/t?sort=strain&dir=desc', [{ id: 'a', strain: 'Blue Dream', thc: 21 }], {
      kind: 'offset',
      total: 31,
    });
    expect(html).toMatch(/<div class="data-table-scroll" role="region" aria-labelledby="[^"]+" tabindex="0">/);
    expect(html).toContain('>Tests</caption>');
    expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*><button type="button" class="data-table-sort">Strain/);
    expect(html).toMatch(/<th[^>]*aria-sort="none"[^>]*><button type="button" class="data-table-sort">THC/);
    // a column that does not sort has a plain header
    expect(html).toMatch(/<th[^>]*>Edit<\/th>/);
    expect(html).toContain('data-label="Strain"');
    expect(html).toContain('Blue Dream');
    expect(html).toContain('Page 1 of 4 · 31 in all');
  });

  it('labels every filter and the page size, and shows the address state in them', () => {
    const html = render('/t?f.strain=OG&size=25', [], { kind: 'offset', total: 0 });
    expect(html).toContain('Filter by Strain');
    expect(html).toContain('Filter by THC');
    expect(html).toContain('value="OG"');
    expect(html).toContain('Rows per page');
    expect(html).toMatch(/<option value="25" selected="">25<\/option>/);
  });

  it('shows the empty text only once loaded, and the error text on failure', () => {
    expect(render('/t', [], { kind: 'offset', total: 0 })).toContain('Empty Test Result List');
    const pending = render('/t', [], { kind: 'offset', total: 0 }, 'pending');
    expect(pending).not.toContain('Empty Test Result List');
    expect(pending).toContain('Loading');
    expect(render('/t', [], { kind: 'offset', total: 0 }, 'error')).toContain('Could not load');
  });

  it("says why a read was refused (a filter that does not parse), but not a server's fault", () => {
    const failure = (status: number, message: string) => Object.assign(new Error(message), { status });
    const refused = render('/t', [], { kind: 'offset', total: 0 }, 'error', failure(400, 'must be a range (10-20)'));
    expect(refused).toContain('Could not load');
    expect(refused).toContain('must be a range (10-20)');
    const fault = render('/t', [], { kind: 'offset', total: 0 }, 'error', failure(503, 'Service Unavailable'));
    expect(fault).toContain('Could not load');
    expect(fault).not.toContain('Service Unavailable');
  });

  it('enables Previous and Next from the page, for offset and cursor paging', () => {
    const buttons = (html: string) =>
      [...html.matchAll(/<button([^>]*)>(?:<[^>]+>)*(Previous|Next)</g)].map(
        (m) => `${m[2]}:${m[1]?.includes('disabled') ? 'off' : 'on'}`,
      );
    expect(buttons(render('/t', [], { kind: 'offset', total: 31 }))).toEqual(['Previous:off', 'Next:on']);
    expect(buttons(render('/t?page=4', [], { kind: 'offset', total: 31 }))).toEqual(['Previous:on', 'Next:off']);
    expect(buttons(render('/t', [], { kind: 'cursor', nextCursor: 'c2' }))).toEqual(['Previous:off', 'Next:on']);
    const last = render('/t?cursor=c3&back=c2', [], { kind: 'cursor', nextCursor: null });
    expect(buttons(last)).toEqual(['Previous:on', 'Next:off']);
    expect(last).toContain('Page 3');
  });
});

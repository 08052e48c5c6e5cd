import { useMemo, useState } from 'react';
import './controls.css';

/**
 * The pages of a `?limit=&cursor=` list seen so far, for the lists shown outside the shared table
 * (data-table.tsx keeps the same in the address): Next goes on by the server's cursor, Previous back
 * through the cursors seen, `restart` to page 1 when what is listed changes.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  return useMemo(
    () => ({
      cursor: cursors.at(-1),
      page: cursors.length + 1,
      first: cursors.length === 0,
      next: (cursor: string) => setCursors((seen) => [...seen, cursor]),
      previous: () => setCursors((seen) => seen.slice(0, -1)),
      restart: () => setCursors([]),
    }),
    [cursors],
  );
}

export type CursorPages = ReturnType<typeof useCursorPages>;

/**
 * Previous page, the page number (announced as it changes) and Next page; `busy` holds Next while a
 * page loads. Plain buttons in Mantine's look, so a list's first render needs no Mantine code.
 */
export function CursorPager({
  paging,
  nextCursor,
  busy = false,
}: {
  paging: CursorPages;
  nextCursor: string | null | undefined;
  busy?: boolean;
}) {
  return (
    <div className="cursor-pager">
      <button
        type="button"
        className="ui-button"
        data-variant="default"
        disabled={paging.first}
        onClick={paging.previous}
      >
        Previous page
      </button>
      <p className="ui-note" aria-live="polite">
        Page {paging.page}
      </p>
      <button
        type="button"
        className="ui-button"
        data-variant="default"
        disabled={!nextCursor || busy}
        onClick={() => nextCursor && paging.next(nextCursor)}
      >
        Next page
      </button>
    </div>
  );
}

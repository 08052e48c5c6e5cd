import { Button, Group, Text } from '@mantine/core';
import '#web/components/mantine.css';
import { useMemo, useState } from 'react';

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

/** Previous page, the page number (announced as it changes) and Next page; `busy` holds Next while a page loads. */
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
    <Group justify="space-between" mt="sm">
      <Button variant="default" disabled={paging.first} onClick={paging.previous}>
        Previous page
      </Button>
      <Text size="sm" aria-live="polite">
        Page {paging.page}
      </Text>
      <Button variant="default" disabled={!nextCursor || busy} onClick={() => nextCursor && paging.next(nextCursor)}>
        Next page
      </Button>
    </Group>
  );
}

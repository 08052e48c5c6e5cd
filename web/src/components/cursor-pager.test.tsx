import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CursorPager, type CursorPages } from './cursor-pager.tsx';

const paging = (page: number): CursorPages => ({
  cursor: page > 1 ? `c${page - 1}` : undefined,
  page,
  first: page === 1,
  next: () => undefined,
  previous: () => undefined,
  restart: () => undefined,
});

/** Each button's label and whether it can be pressed, and the page line. */
const render = (p: CursorPages, nextCursor: string | null, busy = false) => {
  const html = renderToStaticMarkup(<CursorPager paging={p} nextCursor={nextCursor} busy={busy} />);
  const buttons = [...html.matchAll(/<button([^>]*)>([^<]+)<\/button>/g)].map(
    ([, attrs, label]) => `${label}${/ disabled=""/.test(attrs!) ? ' (disabled)' : ''}`,
  );
  return { buttons, page: /Page \d+/.exec(html)?.[0] };
};

describe('the cursor pager', () => {
  it('on the only page, offers neither way', () => {
    expect(render(paging(1), null)).toEqual({
      buttons: ['Previous page (disabled)', 'Next page (disabled)'],
      page: 'Page 1',
    });
  });

  it('goes on while the server names a next page, and back from any page after the first', () => {
    expect(render(paging(1), 'c1').buttons).toEqual(['Previous page (disabled)', 'Next page']);
    expect(render(paging(3), null)).toEqual({ buttons: ['Previous page', 'Next page (disabled)'], page: 'Page 3' });
  });

  it('holds Next while the next page is still loading', () => {
    expect(render(paging(2), 'c2', true).buttons).toEqual(['Previous page', 'Next page (disabled)']);
  });
});

import type { UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import * as loyaltyMessages from '#shared/messages/client/loyalty';
import { LoyaltyData } from './loyalty-data.tsx';

// the API client needs the browser build's route table; only its error test is used here
vi.mock('#web/api/client.ts', () => ({ isApiError: (e: unknown) => e instanceof Error && 'status' in e }));

// A loyalty view's three states as the server renders their markup (the header's report runs in
// an effect, which the browser test of the page covers).
const render = (query: Partial<UseQueryResult<string[]>>) =>
  renderToStaticMarkup(
    <LoyaltyData query={query as UseQueryResult<string[]>} view="messages" failed={<p>User list is empty</p>}>
      {(rows) => (
        <ul>
          {rows.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </LoyaltyData>,
  );

describe('LoyaltyData', () => {
  it('asks to wait while the view loads', () => {
    const html = render({ isPending: true, isError: false });
    expect(html).toContain(loyaltyMessages.waitForData);
    expect(html).toContain('role="status"');
  });

  it("shows the view's fallback once the load failed", () => {
    const html = render({ isPending: false, isError: true, error: new Error('offline') });
    expect(html).toBe('<p>User list is empty</p>');
  });

  it('shows the data once loaded', () => {
    expect(render({ isPending: false, isError: false, data: ['a', 'b'] })).toBe('<ul><li>a</li><li>b</li></ul>');
  });
});

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DocumentList, type DocumentRef } from './document-list.tsx';

// the upload itself needs the browser's API client; markup is what is looked at here
vi.mock('./upload-file.ts', () => ({ uploadFile: vi.fn(), uploadFromLink: vi.fn() }));

// The PDF list the test result form and the COA service will use, as the server renders its markup.
const render = (value: DocumentRef[], props: { max?: number; readOnly?: boolean } = {}) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <DocumentList
          clientId={'0'.repeat(24)}
          label="Lab Results"
          value={value}
          onChange={() => undefined}
          {...props}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );

const doc = (n: number): DocumentRef => ({ key: `private/coas/c/${n}.pdf`, fileName: `coa-${n}.pdf` });

describe('DocumentList', () => {
  it("says when nothing is attached and offers a picker of PDFs and labs' WCIA JSON files", () => {
    const html = render([]);
    expect(html).toContain('No documents attached.');
    expect(html).toContain('accept="application/pdf,application/json,.json"');
    expect(html).toContain('Attach Lab Results');
    expect(html).toContain('Or paste the lab&#x27;s WCIA link');
  });

  it('lists each document with a labelled delete button, and none when read-only', () => {
    const html = render([doc(1), doc(2)]);
    expect(html).toContain('coa-1.pdf');
    expect(html).toContain('aria-label="Delete coa-2.pdf"');
    expect(render([doc(1)], { readOnly: true })).not.toContain('Delete coa-1.pdf');
    expect(render([doc(1)], { readOnly: true })).not.toContain('WCIA link');
  });

  it('disables the picker once the list holds its maximum (single mode holds one)', () => {
    const html = render([doc(1)], { max: 1 });
    expect(html).toMatch(/<input[^>]*type="file"[^>]*disabled=""/);
    expect(render([], { max: 1 })).not.toContain('multiple=""');
    // a full list has no room for a lab's link either
    expect(html).not.toContain('WCIA link');
  });
});

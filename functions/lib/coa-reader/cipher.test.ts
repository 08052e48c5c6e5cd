import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { coaBytes, coaFixtures } from '#test/support/coas';
import { looksEnciphered } from './cipher.ts';

// The rule that sends a page to OCR, on the text layer of every page of the certificates: it fires on
// each page of a certificate whose fixture says its text layer is a cipher (Cannalysis's Cloud Cake,
// fonts without a Unicode mapping) and on no other page, letter-spaced, scanned or garbled alike.

async function pageTexts(bytes: Uint8Array): Promise<string[][]> {
  const doc = await getDocumentProxy(bytes, { verbosity: 0 });
  const pages: string[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.flatMap((i) => ('str' in i ? [i.str] : [])));
  }
  await doc.cleanup();
  return pages;
}

describe('looksEnciphered', () => {
  // the first file pays pdf.js's loading, and a scanned certificate's pages are large: seconds on a loaded machine
  it.each(coaFixtures())('$name: only enciphered text layers are ciphers', { timeout: 30_000 }, async (fixture) => {
    const pages = await pageTexts(coaBytes(fixture));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.map(looksEnciphered)).toEqual(pages.map(() => fixture.textLayer === 'cipher'));
  });

  it('judges text, not its length', () => {
    expect(looksEnciphered(['1>3111', '1>5111', '\'%($"&+,"&', '929>5#?@92>95DA', '3>:76#?@1>3:76DA'])).toBe(true);
    expect(
      looksEnciphered(['THCa', 'ND', '0.2000', '0.4000', 'Alpha pinene', '2.877 mg/g (0.2877 %)', 'Limonene']),
    ).toBe(false);
    // a page of a page number and a logo's few glyphs says too little to judge
    expect(looksEnciphered(['1>3', '#?@'])).toBe(false);
  });
});

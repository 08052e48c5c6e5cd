import { describe, expect, it, vi } from 'vitest';
import { coaBytes, coaFixtures } from '#test/support/coas';
import { textPdf } from '#infra/local/seed/pdf';
import { readCertificate } from './read-file.ts';
import { pdfLines } from './text.ts';

// Which pages go to OCR, and OCR that fails: a fault to retry, not a certificate to give up on
// (the worker's stream retries it, then its dead-letter queue), where a PDF pdf.js cannot open
// gets an empty prefill at once. The OCR itself is stubbed here; read-coa.test.ts runs it.

const ocr = vi.hoisted(() => ({ fails: false, pages: [] as number[] }));
vi.mock('./ocr.ts', async (original) => ({
  ...(await original<typeof import('./ocr.ts')>()),
  ocrWorker: () => Promise.resolve({ terminate: () => Promise.resolve() }),
  ocrPage: (_worker: unknown, _doc: unknown, n: number) => {
    ocr.pages.push(n);
    return ocr.fails ? Promise.reject(new Error('RuntimeError: memory access out of bounds')) : Promise.resolve([]);
  },
}));

// a page can be made to look enciphered, whatever its text layer says
const cipher = vi.hoisted(() => ({ everyPage: false }));
vi.mock('./cipher.ts', async (original) => {
  const real = await original<typeof import('./cipher.ts')>();
  return { ...real, looksEnciphered: (texts: readonly string[]) => cipher.everyPage || real.looksEnciphered(texts) };
});

const cannalysis = coaFixtures().find((f) => f.name === 'cannalysis-cloud-cake')!;
const sc = coaFixtures().find((f) => f.name === 'sc-labs-cherry-punch')!;

describe('pdfLines', () => {
  // pdf.js's first loading in the file: seconds when other readings share the machine
  it('reads by OCR each page whose text layer is a cipher, and no other', { timeout: 30_000 }, async () => {
    ocr.fails = false;
    ocr.pages = [];
    expect((await pdfLines(coaBytes(cannalysis))).sources).toEqual(Array(6).fill('ocr'));
    expect(ocr.pages).toEqual([1, 2, 3, 4, 5, 6]);
    ocr.pages = [];
    expect((await pdfLines(coaBytes(sc))).sources).toEqual(Array(4).fill('text'));
    expect(ocr.pages).toEqual([]);
  });

  it('reads the first 8 enciphered pages by OCR and skips the rest (annexes)', async () => {
    ocr.fails = false;
    ocr.pages = [];
    cipher.everyPage = true;
    try {
      const pdf = textPdf(Array.from({ length: 11 }, (_, i) => [`Page ${i + 1}`]));
      expect((await pdfLines(pdf)).sources).toEqual([...Array(8).fill('ocr'), ...Array(3).fill('skipped')]);
      expect(ocr.pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    } finally {
      cipher.everyPage = false;
    }
    // the same PDF's text layer is read as such when it is not a cipher
    expect(
      (await pdfLines(textPdf([['Page 1'], ['Page 2']]))).lines.map((l) => l.cells.map((c) => c.text).join(' ')),
    ).toEqual(['Page 1', 'Page 2']);
  });
});

describe('readCertificate when OCR fails', () => {
  it('throws for a certificate whose pages need OCR', async () => {
    ocr.fails = true;
    await expect(readCertificate('private/coas/c/u.pdf', coaBytes(cannalysis))).rejects.toMatchObject({
      name: 'OcrFault',
      cause: new Error('RuntimeError: memory access out of bounds'),
    });
  });

  it('reads a certificate with a text layer without OCR', async () => {
    ocr.fails = true;
    const prefill = await readCertificate('private/coas/c/u.pdf', coaBytes(sc));
    expect(prefill.layout).toBe('sc-labs');
    expect(prefill.problems).toEqual([]);
  });
});

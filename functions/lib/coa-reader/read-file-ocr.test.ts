import { describe, expect, it, vi } from 'vitest';
import { coaBytes, coaFixtures } from '#test/support/coas';
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

const cannalysis = coaFixtures().find((f) => f.lab === 'Cannalysis')!;
const sc = coaFixtures().find((f) => f.name === 'sc-labs-cherry-punch')!;

describe('pdfLines', () => {
  it('reads by OCR each page whose text layer is a cipher, and no other', async () => {
    ocr.fails = false;
    ocr.pages = [];
    expect((await pdfLines(coaBytes(cannalysis))).sources).toEqual(Array(6).fill('ocr'));
    expect(ocr.pages).toEqual([1, 2, 3, 4, 5, 6]);
    ocr.pages = [];
    expect((await pdfLines(coaBytes(sc))).sources).toEqual(Array(4).fill('text'));
    expect(ocr.pages).toEqual([]);
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

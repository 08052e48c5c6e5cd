import { describe, expect, it, vi } from 'vitest';
import { coaBytes, coaFixtures } from '#test/support/coas';
import { readCertificate } from './read-file.ts';

// OCR that fails is a fault to retry, not a certificate to give up on: the worker's stream retries
// it (then its dead-letter queue), where a PDF pdf.js cannot open gets an empty prefill at once.

vi.mock('./ocr.ts', async (original) => ({
  ...(await original<typeof import('./ocr.ts')>()),
  ocrPage: () => Promise.reject(new Error('RuntimeError: memory access out of bounds')),
}));

describe('readCertificate when OCR fails', () => {
  it('throws for a certificate whose pages need OCR', async () => {
    const cannalysis = coaFixtures().find((f) => f.lab === 'Cannalysis')!;
    await expect(readCertificate('private/coas/c/u.pdf', coaBytes(cannalysis))).rejects.toMatchObject({
      name: 'OcrFault',
      cause: new Error('RuntimeError: memory access out of bounds'),
    });
  });

  it('reads a certificate with a text layer without OCR', async () => {
    const sc = coaFixtures().find((f) => f.name === 'sc-labs-cherry-punch')!;
    const prefill = await readCertificate('private/coas/c/u.pdf', coaBytes(sc));
    expect(prefill.layout).toBe('sc-labs');
    expect(prefill.problems).toEqual([]);
  });
});

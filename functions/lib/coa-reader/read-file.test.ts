import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coaPrefillSchema } from '#shared/schemas/coa-prefill';
import { certificateFile, filesToRead, readCertificate, readLimit } from './read-file.ts';

// Which reader a certificate file goes to, by its key, and what a file that is not what its key says gets.

const wcia = readFileSync(
  join(import.meta.dirname, '..', '..', '..', 'test', 'fixtures', 'wcia', 'dirty-banana-breath.json'),
);
const json = 'private/coas/c/u.json';
const pdf = 'private/coas/c/u.pdf';
const bytes = (s: string) => new TextEncoder().encode(s);
const now = new Date('2026-11-23T00:00:00Z');

describe('readCertificate', () => {
  it('reads a .json file as a WCIA lab result, each value with its entry as the source', async () => {
    const prefill = await readCertificate(json, wcia, { file: 1, now });
    expect(coaPrefillSchema.parse(prefill)).toEqual(prefill);
    expect(prefill).toMatchObject({ from: 'wcia', layout: 'wcia', file: 1, problems: [] });
    expect(prefill.fields.thc).toEqual({
      value: 0.51,
      source: { page: 1, printed: 'delta-9-tetrahydrocannabinol: 0.51 pct' },
    });
    expect(prefill.fields.labName?.value).toBe('Confidence Analytics');
  });

  it('gives JSON that is not WCIA, or a .json file that is not JSON, no values and a problem that says so', async () => {
    for (const [body, why] of [
      ['{"results": [{"analyte": "THC", "value": 21.3}]}', 'the file is JSON but not a WCIA lab result'],
      ['[]', 'the file is JSON but not a WCIA lab result'],
      ['%PDF-1.4 not json', 'the file is not JSON'],
      ['{"lab_name": "X", "metric_list": [', 'the file is not JSON'],
    ] as const) {
      const prefill = await readCertificate(json, bytes(body), { file: 0 });
      expect(prefill, body).toMatchObject({ from: 'wcia', layout: 'unknown', fields: {} });
      expect(prefill.problems).toEqual([`The certificate could not be read automatically (${why}); enter it by hand.`]);
    }
    // bytes that are not UTF-8 are not JSON, even where a lenient decoder would make them so
    const latin1 = new Uint8Array([...bytes('{"lab_name": "Caf'), 0xe9, ...bytes('", "metric_list": []}')]);
    expect((await readCertificate(json, latin1)).problems[0]).toMatch(/not JSON/);
  });

  it('reads a .pdf file with the PDF reader, never as JSON', async () => {
    // WCIA bytes under a .pdf key: the PDF reader cannot open them, so nothing is read
    const prefill = await readCertificate(pdf, wcia);
    expect(prefill).toMatchObject({ from: 'pdf', fields: {} });
    expect(prefill.problems).toEqual([
      'The certificate could not be read automatically (the PDF did not open); enter it by hand.',
    ]);
  });
});

describe('certificateFile, filesToRead and readLimit', () => {
  it("reads a draft's WCIA file over its PDF, else its first file", () => {
    expect(certificateFile([pdf, json])).toBe(1);
    expect(certificateFile([pdf, 'private/coas/c/v.pdf'])).toBe(0);
    expect(certificateFile([])).toBe(0);
  });
  it("reads all of a draft's files, the primary first, at most four", () => {
    const more = (n: number) => `private/coas/c/${n}.pdf`;
    expect(filesToRead([pdf, json])).toEqual([1, 0]);
    expect(filesToRead([pdf])).toEqual([0]);
    expect(filesToRead([more(0), more(1), json, more(3), more(4), more(5)])).toEqual([2, 0, 1, 3]);
    expect(filesToRead([])).toEqual([]);
  });
  it('reads no more of a file than its upload type allows', () => {
    expect(readLimit(json)).toBe(1024 * 1024);
    expect(readLimit(pdf)).toBe(25 * 1024 * 1024);
  });
});

import { describe, expect, it } from 'vitest';
import type { TestResult } from '#shared/schemas/test-result';
import { bodyOf, formOf, holdsAny, stepped } from './form-values.ts';

describe('the test result form values', () => {
  it('steps a figure by 0.001 as a number input would, never below zero, and leaves a non-detect alone', () => {
    expect(stepped('0.62', 1)).toBe('0.621');
    expect(stepped('', 1)).toBe('0.001');
    expect(stepped('0', -1)).toBe('0.000');
    expect(stepped('ND', 1)).toBeUndefined();
  });

  it('shows a stored result as printed and sends only the figures typed', () => {
    const stored = {
      _id: '5c43ba0000000000004c4b40',
      strain: 'Blue Dream',
      thc: 0.83,
      nonDetects: { cbd: { printed: 'ND' } },
      pdfFiles: [],
    } as unknown as TestResult;
    const form = formOf(stored);
    expect(form.figures.thc).toBe('0.83');
    expect(form.figures.cbd).toBe('ND');
    expect(form.figures.benzene).toBe('');
    expect(holdsAny(stored, ['benzene'])).toBe(false);
    expect(holdsAny(stored, ['cbd'])).toBe(true);
    const body = bodyOf({ ...form, testLab: { _id: '5c43ba0000000000004c4b42', name: 'Lab' } } as never);
    expect(body.figures).toEqual({ thc: '0.83', cbd: 'ND' });
  });
});

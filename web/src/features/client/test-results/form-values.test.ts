import { describe, expect, it } from 'vitest';
import type { TestResult } from '#shared/schemas/test-result';
import { bodyOf, fillsFrom, formOf, holdsAny, stepped, withRead } from './form-values.ts';

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

describe('filling the form from a certificate', () => {
  const read = {
    strain: { value: 'Cherry Punch', source: 'Read from file #1, page 1: “Cherry Punch”' },
    sampleType: { value: 'Flower', source: 'Read from file #1, page 1: “Flower”' },
    'figures.thcA': { value: '19.161', source: 'Read from file #1, page 2: “19.161”' },
    'figures.thc': {
      value: '4.07',
      source: 'Read from file #1, page 2: “4.07”',
      doubtful: 'Total THC 26.1 % does not match …',
    },
    'figures.cbd': { value: 'ND', source: 'Read from file #1, page 2: “ND”' },
    testLab: { value: 'SC Labs', source: 'Read from file #1, page 1: “SC Labs”' },
  };

  it('fills only the empty fields, never a doubtful value, and leaves the lab to its list', () => {
    const typed = { ...formOf(), strain: 'My own name', figures: { ...formOf().figures, cbd: '0.5' } };
    expect(fillsFrom(typed, read)).toEqual([
      ['sampleType', 'Flower'],
      ['figures.thcA', '19.161'],
    ]);
    const filled = withRead(formOf(), read);
    expect(filled).toMatchObject({ strain: 'Cherry Punch', sampleType: 'Flower' });
    expect(filled.figures).toMatchObject({ thcA: '19.161', cbd: 'ND', thc: '' });
    expect(filled.testLab).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { labNameOf, readLabName } from './lab-name.ts';
import type { Line } from './text.ts';

// The lab's name without a layout: a label, the portal's 'Analysis by', the disclaimer's 'tested by'
// and a letterhead confirmed by another printing; never a name the certificate gives two ways.

const line = (y: number, ...cells: [string, number, number?][]): Line => ({
  page: 1,
  y,
  cells: cells.map(([text, x, x1]) => ({ text, page: 1, x0: x, y0: y, x1: x1 ?? x + text.length * 4, y1: y + 8 })),
});
const read = (...lines: Line[]) => readLabName(lines)?.value;
const disclaimer = (text: string, y = 60) => line(y, [text, 30]);

describe('labNameOf', () => {
  it.each([
    ['Sonoma Lab Works, LLC', 'Sonoma Lab Works'],
    ['Oklahoma Compliance Testing Lab, LLC', 'Oklahoma Compliance Testing Lab'],
    ['California Ag Labs', 'California Ag Labs'],
  ])('%s is %s', (printed, name) => expect(labNameOf(printed)).toBe(name));

  it.each([
    'In×nite Chemical Analysis Labs',
    'In\uFFFDnite Chemical Analysis',
    'the laboratory',
    'high-performance liquid',
  ])('%s is no name', (printed) => expect(labNameOf(printed)).toBeUndefined());
});

describe('readLabName', () => {
  it('reads the disclaimer’s lab, and a sentence run onto the next line', () => {
    expect(read(disclaimer('This product has been tested by CB Labs using valid testing methodologies.'))).toBe(
      'CB Labs',
    );
    expect(
      read(
        disclaimer(
          'This Certificate shall not be reproduced, unless in its entirety, without written approval from Kaycha',
        ),
        disclaimer('Labs. The results relate only to the material or product analyzed.', 52),
      ),
    ).toBe('Kaycha Labs');
  });

  it('never reads a name cut by the line’s end, nor an accreditor', () => {
    expect(read(disclaimer('without written approval from Kaycha'))).toBeUndefined();
    expect(read(disclaimer('ISO/IEC 17025:2017 accreditation issued by ANSI'))).toBeUndefined();
  });

  it('reads a label over its value aligned on either edge, and the portal’s Analysis by', () => {
    expect(read(line(700, ['Client:', 100], ['Laboratory:', 621, 677]), line(686, ['MCR Labs', 630, 677]))).toBe(
      'MCR Labs',
    );
    expect(read(line(700, ['Analysis by Havard Industries', 36]))).toBe('Havard Industries');
  });

  it('takes a letterhead only when the certificate names that lab again', () => {
    const head = line(800, ['Kaycha Labs', 430]);
    const body = line(400, ['Cannabinoids', 30]);
    expect(read(head, body)).toBeUndefined();
    expect(read(head, body, disclaimer('This Kaycha Labs Certification shall not be reproduced in part.'))).toBe(
      'Kaycha Labs',
    );
  });

  it('reads nothing when two printings name two labs', () => {
    expect(
      read(
        line(800, ['Analysis by Havard Industries', 36]),
        disclaimer('This product has been tested by CB Labs using valid testing methodologies.'),
      ),
    ).toBeUndefined();
  });
});

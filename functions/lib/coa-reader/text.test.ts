import { describe, expect, it } from 'vitest';
import { isFootnoteMark, unspaced, type Piece } from './text.ts';

// Letter-spaced print (TagLeaf's reports track every glyph apart): the spaces are not word breaks.

describe('unspaced', () => {
  it.each([
    ['2 9 . 8 4 0 9 3 %', '29.84093%'],
    ['T O T A L T H C :', 'TOTALTHC:'],
    ['B AT C H', 'BATCH'],
    ['N D', 'ND'],
    ['< L O Q', '<LOQ'],
    ['Δ 9', 'Δ9'],
  ])('%s is %s', (printed, read) => expect(unspaced(printed)).toBe(read));

  it.each(['Total THC', 'No Analytes Detected', '0.002 0.349 3488.790', 'Vitamin E Acetate'])(
    '%s is left as printed',
    (printed) => expect(unspaced(printed)).toBe(printed),
  );
});

describe('isFootnoteMark', () => {
  const piece = (text: string, x0: number, y0: number, height: number): Piece => ({
    text,
    page: 1,
    x0,
    y0,
    x1: x0 + 4 * text.length,
    y1: y0 + height,
    height,
  });
  it('drops a small raised digit beside a figure, and keeps a digit of the line’s size', () => {
    const name = piece('total terpenes', 350, 100, 6);
    const mark = piece('3', 410, 101.5, 4.5);
    const value = piece('3.7', 414, 100, 6);
    expect(isFootnoteMark(mark, [name, mark, value])).toBe(true);
    const number = piece('3', 20, 100, 6);
    expect(isFootnoteMark(number, [number, name, value])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { greekShift, withGreek } from './greek.ts';
import type { Line } from './text.ts';

// A font that maps Greek letters to other glyphs ('ž-Pinene' for α-pinene): decoded only when names
// that take one Greek letter agree on how far the glyphs stand from it.

const lines = (...names: string[]): Line[] =>
  names.map((text, i) => ({
    page: 1,
    y: 700 - 10 * i,
    cells: [{ text, page: 1, x0: 40, y0: 700 - 10 * i, x1: 90, y1: 708 - 10 * i }],
  }));
const texts = (ls: Line[]) => ls.map((l) => l.cells[0]!.text);

describe('withGreek', () => {
  it('learns the glyphs’ distance from names with one Greek letter, and reads the two-isomer names by it', () => {
    const ls = lines('ſ-Myrcene', 'ž-Humulene', 'Ɓ-Limonene', 'ž-Pinene', 'ſ-Pinene', 'ƀ-Terpinene');
    expect(texts(withGreek(ls))).toEqual([
      'β-Myrcene',
      'α-Humulene',
      'δ-Limonene',
      'α-Pinene',
      'β-Pinene',
      'γ-Terpinene',
    ]);
  });

  it('reads nothing by one name alone, nor where the names disagree', () => {
    expect(greekShift(lines('ž-Humulene', 'ž-Pinene'))).toBeUndefined();
    // 'ž' as α for humulene and as β for myrcene: no one mapping
    expect(greekShift(lines('ž-Humulene', 'ž-Myrcene', 'ž-Bisabolol'))).toBeUndefined();
    const ls = lines('ž-Pinene', 'ſ-Pinene');
    expect(withGreek(ls)).toBe(ls);
  });
});

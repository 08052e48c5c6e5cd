import { greekInitials } from './analytes.ts';
import type { Line } from './text.ts';

// Greek letters a font maps to other glyphs: the Confident Cannabis reports of some labs print
// 'ž-Pinene', 'ſ-Myrcene', 'Ɓ-Limonene' for α-pinene, β-myrcene, δ-limonene. The glyphs keep the
// Greek alphabet's order at a fixed distance (α β γ δ at U+03B1… come out at U+017E…), so one
// distance decodes them all. It is learnt from names that come with only one Greek letter (myrcene
// is β-, humulene α-, limonene δ-): two such names or more, every one giving the same distance.
// Names with two isomers (α- and β-pinene) are then read by it; without it they are not read at all.

const ALPHA = 'α'.codePointAt(0)!;
const OMEGA = 'ω'.codePointAt(0)!;
const GREEK = 'αβγδ';
// a prefix glyph: one character that is neither a Latin letter nor a Greek one, before a hyphen
const PREFIXED = /^([^\sA-Za-z0-9α-ωΔ∆(])-(.+)$/u;

/** The distance from the printed glyphs to the Greek letters they stand for, where the names agree on one. */
export function greekShift(lines: Line[]): number | undefined {
  const shifts: number[] = [];
  for (const cell of lines.flatMap((l) => l.cells)) {
    const m = PREFIXED.exec(cell.text.trim());
    if (!m) continue;
    const letters = greekInitials(m[2]!);
    if (letters.length !== 1) continue;
    const greek = GREEK['abgd'.indexOf(letters[0]!)]!;
    shifts.push(greek.codePointAt(0)! - m[1]!.codePointAt(0)!);
  }
  return shifts.length >= 2 && shifts.every((s) => s === shifts[0]) ? shifts[0] : undefined;
}

/** The lines with each prefix glyph turned back into its Greek letter, where the distance is known. */
export function withGreek(lines: Line[]): Line[] {
  const shift = greekShift(lines);
  if (shift === undefined || shift === 0) return lines;
  return lines.map((line) => ({
    ...line,
    cells: line.cells.map((cell) => {
      const m = PREFIXED.exec(cell.text.trim());
      const code = m && m[1]!.codePointAt(0)! + shift;
      return m && code! >= ALPHA && code! <= OMEGA ? { ...cell, text: `${String.fromCodePoint(code!)}-${m[2]}` } : cell;
    }),
  }));
}

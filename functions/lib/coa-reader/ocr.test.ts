import type { Line as OcrLine } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { CONFIDENT, OCR_SCALE, piecesOf, type ViewBox } from './ocr.ts';

// Tesseract's words (pixels at 300 dpi, origin top left) as the text layer's pieces (PDF points,
// origin bottom left): the readers downstream see no difference.

const LETTER: ViewBox = [0, 0, 612, 792];
const word = (text: string, x0: number, x1: number, confidence = 95) => ({
  text,
  confidence,
  bbox: { x0, y0: 1280, x1, y1: 1310 },
});
/** A line whose baseline is at `base` px from the top, 29 px tall as 7 pt type is at 300 dpi. */
const line = (base: number, words: ReturnType<typeof word>[]) =>
  ({
    words,
    baseline: { x0: 0, y0: base, x1: 2550, y1: base },
    rowAttributes: { rowHeight: 29, descenders: 6, ascenders: 6 },
  }) as unknown as OcrLine;

describe('piecesOf', () => {
  it('turns pixels into points, the baseline counted from the bottom of the page', () => {
    const [p] = piecesOf([line(1300, [word('THCa', 125, 196)])], LETTER, OCR_SCALE);
    expect(p!.text).toBe('THCa');
    expect(p!.x0).toBeCloseTo(30, 6); // 125 px at 300 dpi = 30 pt
    expect(p!.x1).toBeCloseTo(47.04, 6);
    expect(p!.y0).toBeCloseTo(792 - 312, 6); // 1300 px from the top = 312 pt down a 792 pt page
    expect(p!.y1 - p!.y0).toBeCloseTo(29 / OCR_SCALE, 6);
  });

  it('keeps a page box that does not start at the origin', () => {
    const [p] = piecesOf([line(1300, [word('ND', 0, 36)])], [18, 36, 630, 828], OCR_SCALE);
    expect(p!.x0).toBeCloseTo(18, 6);
    expect(p!.y0).toBeCloseTo(828 - 312, 6);
  });

  it('joins words a space apart into one piece and keeps columns apart', () => {
    // 'Alpha pinene' 2.6 pt apart; its result 28 pt to the right
    const pieces = piecesOf(
      [line(1300, [word('Alpha', 125, 200), word('pinene', 211, 300), word('2.877', 417, 490)])],
      LETTER,
      OCR_SCALE,
    );
    expect(pieces.map((p) => p.text)).toEqual(['Alpha pinene', '2.877']);
    expect(pieces[0]!.x1).toBeCloseTo(72, 6);
  });

  it('makes a word tesseract is unsure of unreadable, keeping its place', () => {
    const pieces = piecesOf(
      [
        line(1300, [
          word('D9THC', 125, 216, CONFIDENT - 35),
          word('ND', 337, 372),
          word('0.2S77', 700, 790, CONFIDENT),
        ]),
      ],
      LETTER,
      OCR_SCALE,
    );
    expect(pieces.map((p) => p.text)).toEqual(['\uFFFD', 'ND', '0.2S77']);
  });

  it('follows a baseline printed askew', () => {
    const askew = { ...line(1300, [word('ND', 1250, 1300)]), baseline: { x0: 0, y0: 1300, x1: 2550, y1: 1351 } };
    const [p] = piecesOf([askew as OcrLine], LETTER, OCR_SCALE);
    // the word's centre is at 1275 px, half way along: the baseline is 25.5 px lower there
    expect(p!.y0).toBeCloseTo(792 - 1325.5 / OCR_SCALE, 6);
  });
});

import type { Worker } from 'tesseract.js';
import { getDocumentProxy } from 'unpdf';
import { looksEnciphered } from './cipher.ts';
import { ocrPage, ocrWorker, UNREADABLE } from './ocr.ts';

// A certificate's text as cells on lines, each with where it was printed. Labs lay their tables
// out with absolute positions, so reading a figure means knowing which column it sits in: the
// reader keeps every piece of text with its box in PDF points (origin bottom left, as pdf.js gives).

export interface Cell {
  text: string;
  page: number;
  /** Left, bottom, right, top in PDF points. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The page's units per point read, where a page is read scaled (a scan stored at pixel size): its box is given back in the page's units. */
  unit?: number;
}
export interface Line {
  page: number;
  /** Baseline of the line's first cell. */
  y: number;
  cells: Cell[];
}

export const centre = (c: Cell) => (c.x0 + c.x1) / 2;
export const box = (c: Cell): [number, number, number, number] => {
  const at = (v: number) => Math.round(v * (c.unit ?? 1) * 10) / 10;
  return [at(c.x0), at(c.y0), at(c.x1), at(c.y1)];
};

/**
 * A page longer than a ledger sheet (17 in, 1,224 pt) is a scan stored at its pixel size (a letter
 * page at 300 dpi is 2,550 × 3,300): it is read as if its long side were a letter page's 792 pt, so
 * the reader's distances, set in points of printed type, hold on it. Its boxes stay in its own units.
 */
export function readingScale(view: number[]): number {
  const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = view;
  const long = Math.max(x1 - x0, y1 - y0);
  return long > 1224 ? 792 / long : 1;
}
const scaled = (p: Piece, scale: number): Piece =>
  scale === 1
    ? p
    : {
        ...p,
        x0: p.x0 * scale,
        y0: p.y0 * scale,
        x1: p.x1 * scale,
        y1: p.y1 * scale,
        height: p.height * scale,
        unit: 1 / scale,
      };

// a lone symbol that labs print in a font of its own before the rest of the name: Δ9-THC, β-Pinene
const PREFIX = /^(?:[αβγδΔ∆]|D|\(-\)\s*-?|\(\+\)\s*-?|trans-|cis-)$/;

export interface Piece extends Cell {
  height: number;
}

/**
 * Text printed letter-spaced ('2 9 . 8 4 0 9 3 %', 'T O T A L T H C :'): the spaces are the
 * tracking, not word breaks, and the run is read without them ('29.84093%', 'TOTALTHC:'). Names are
 * compared without spaces anyway (analytes.ts) and labels allow a missing space (fields.ts).
 */
export function unspaced(text: string): string {
  const tokens = text.trim().split(/\s+/);
  const single = tokens.filter((t) => [...t].length === 1).length;
  // 'N D', '< L O Q': a short run letter-spaced throughout
  const spaced = tokens.length >= 4 ? single >= 0.7 * tokens.length : tokens.length >= 2 && single === tokens.length;
  return spaced ? tokens.join('') : text;
}

/**
 * A text layer of one piece per word (a scan's OCR by another program: `938.3` `mg/g` `(93.83` `%)`):
 * nearly no piece holds a space, where a text layer written by a program holds phrases (8 % of the
 * pieces or more on every page of the 29 certificates; a scan's 1–2 %). On such a page a gap of a word
 * space joins, as a space would within a phrase; columns stand further apart (three times the
 * height and more on the scans seen).
 */
export function wordPerPiece(printed: string[]): boolean {
  if (printed.length < 40) return false;
  return printed.filter((t) => /\S\s+\S/.test(t.trim())).length < 0.04 * printed.length;
}

/**
 * Cells on one line: pieces closer than about a space apart are one cell (a name split by a symbol
 * font); `word` is the widest gap that joins, as a share of the type's height.
 */
function cellsOf(pieces: Piece[], word: number): Cell[] {
  const cells: Piece[] = [];
  for (const p of [...pieces].sort((a, b) => a.x0 - b.x0)) {
    const prev = cells.at(-1);
    const gap = prev ? p.x0 - prev.x1 : Infinity;
    const space = word * Math.max(p.height, prev?.height ?? 0);
    if (prev && (gap < space || (PREFIX.test(prev.text) && gap < 2 * space))) {
      prev.text += gap > 0.12 * p.height && !PREFIX.test(prev.text) ? ` ${p.text}` : p.text;
      prev.x1 = Math.max(prev.x1, p.x1);
      prev.y0 = Math.min(prev.y0, p.y0);
      prev.y1 = Math.max(prev.y1, p.y1);
    } else cells.push({ ...p });
  }
  return cells.map(({ height: _, ...c }) => ({ ...c, text: c.text.replace(/\s+/g, ' ').trim() }));
}

/**
 * A footnote mark ('0.52%*', '3.7' with a raised '3'): one or two digits or signs set smaller and
 * higher than the line's text. It is no part of the figure or name beside it.
 */
export function isFootnoteMark(p: Piece, line: Piece[]): boolean {
  if (!/^[\d*†‡§]{1,2}$/.test(p.text.trim())) return false;
  const others = line.filter((o) => o !== p && !/^[\d*†‡§]{1,2}$/.test(o.text.trim()));
  if (!others.length) return false;
  const height = Math.max(...others.map((o) => o.height));
  const base = Math.min(...others.map((o) => o.y0));
  return p.height < 0.85 * height && p.y0 > base + 0.15 * height;
}

/** Pieces of one page as lines of cells, top to bottom: pieces on one baseline are a line. */
function linesOf(page: number, pieces: Piece[], words: boolean): Line[] {
  const word = words ? 1 : 0.3;
  const sorted = [...pieces].sort((a, b) => b.y0 - a.y0 || a.x0 - b.x0);
  const rows: { y: number; height: number; pieces: Piece[] }[] = [];
  for (const p of sorted) {
    const row = rows.find((r) => Math.abs(r.y - p.y0) < 0.4 * Math.min(r.height, p.height));
    if (row) row.pieces.push(p);
    else rows.push({ y: p.y0, height: p.height, pieces: [p] });
  }
  return rows.map((r) => ({
    page,
    y: r.y,
    cells: cellsOf(
      r.pieces.filter((p) => !isFootnoteMark(p, r.pieces)),
      word,
    ),
  }));
}

/**
 * OCR failing (its worker thread, its WebAssembly, memory) is the reader's fault, not a fact about
 * the file: it is thrown on to be retried, where a PDF pdf.js cannot open gets an empty prefill.
 */
export const isOcrFault = (e: unknown) => e instanceof Error && e.name === 'OcrFault';
const asOcrFault = (cause: unknown): never => {
  const e = new Error('OCR of a page failed', { cause });
  e.name = 'OcrFault';
  throw e;
};

/** How each page was read: its text layer, or OCR where that layer is a cipher (none past the OCR budget). */
export type PageSource = 'text' | 'ocr' | 'skipped';

/** The most pages of one certificate read by OCR: a certificate's figures are on its first pages. */
const MAX_OCR_PAGES = 8;

/**
 * The text of every page as lines of cells, top to bottom. A page whose text layer is a cipher
 * (cipher.ts) is read by OCR (ocr.ts), its words turned into pieces like the text layer's.
 */
export async function pdfLines(bytes: Uint8Array): Promise<{ pages: number; lines: Line[]; sources: PageSource[] }> {
  // pdf.js takes the buffer over; a copy leaves the caller's bytes intact
  const doc = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  const lines: Line[] = [];
  const sources: PageSource[] = [];
  let worker: Promise<Worker> | undefined;
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let pieces: Piece[] = [];
      // as printed, before letter-spaced runs lose their spaces (TagLeaf's tracked print is phrases)
      const printed: string[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        // a glyph without a Unicode mapping (an 'fi' ligature) comes out as U+0000: a letter lost, so
        // it is kept as unreadable (no text field takes a word missing a letter); other controls go
        // eslint-disable-next-line no-control-regex
        const str = item.str.replace(/\u0000/g, UNREADABLE).replace(/[\u0001-\u001f]/g, '');
        if (!str.trim()) continue;
        printed.push(str);
        const [, , , d = 0, x = 0, y = 0] = item.transform as number[];
        const height = item.height || Math.abs(d) || 8;
        pieces.push({ text: unspaced(str), page: n, x0: x, y0: y, x1: x + item.width, y1: y + height, height });
      }
      page.cleanup();
      if (looksEnciphered(pieces.map((p) => p.text))) {
        // past the first pages OCR costs seconds a page for annexes (chromatograms, chain of custody)
        if (sources.filter((s) => s === 'ocr').length >= MAX_OCR_PAGES) {
          sources.push('skipped');
          continue;
        }
        const started = (worker ??= ocrWorker());
        const read = async () => ocrPage(await started, doc, n);
        pieces = (await read().catch(asOcrFault)).map((p) => ({ ...p, page: n }));
        printed.length = 0;
        sources.push('ocr');
      } else sources.push('text');
      const scale = readingScale(page.view);
      lines.push(
        ...linesOf(
          n,
          pieces.map((p) => scaled(p, scale)),
          wordPerPiece(printed),
        ),
      );
    }
  } finally {
    // a worker that never started has nothing to end (its failure is the one thrown)
    await Promise.all([
      doc.cleanup(),
      worker?.then(
        (w) => w.terminate(),
        () => undefined,
      ),
    ]);
  }
  return { pages: doc.numPages, lines, sources };
}

import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { type getDocumentProxy, renderPageAsImage } from 'unpdf';
import { createWorker, OEM, type Line as OcrLine, type Worker } from 'tesseract.js';

// Optical character recognition of a page whose text layer is a cipher (cipher.ts): the page is
// rasterised by pdf.js onto @napi-rs/canvas and read by tesseract.js (WebAssembly), and each word
// comes back as a piece of text with its box in PDF points, as the text layer gives them, so the
// layout and figure readers work unchanged. Everything tesseract loads (its core, its worker script,
// the English LSTM model) comes from node_modules: tesseract.js would otherwise fetch the model from
// a CDN, and the platform runs without one.

const require = createRequire(import.meta.url);
type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

/** 300 dpi: the resolution tesseract's models are trained at; PDF user space is 72 units an inch. */
export const OCR_SCALE = 300 / 72;

/**
 * Words tesseract is less sure of than this (0–100) are unreadable: their text becomes U+FFFD, so
 * no field is read from them or from a cell they are part of, and their box still stops a row.
 */
export const CONFIDENT = 60;
export const UNREADABLE = '\uFFFD';

export interface OcrPiece {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  height: number;
}

/** A page's box in PDF user space: left, bottom, right, top (pdf.js `page.view`). */
export type ViewBox = [number, number, number, number];

/**
 * Words closer than this many line heights are one phrase: tesseract splits a cell ('Alpha pinene',
 * '818.4 mg/g (81.84 %)') into words 2–3 pt apart at 7 pt type, where the text layer has one piece;
 * columns are 5 pt apart or more.
 */
const WORD_GAP = 0.55;

/**
 * Tesseract's lines of words (pixels, origin top left) as pieces in PDF points (origin bottom
 * left, as text.ts has them): words a space apart are one piece. A piece's bottom is its line's
 * baseline, not its own box's bottom, so `mg/g` and `ND` on one printed line share a baseline as
 * the text layer's pieces do; its height is the line's.
 */
export function piecesOf(lines: OcrLine[], view: ViewBox, scale: number): OcrPiece[] {
  const [left, , , top] = view;
  const x = (px: number) => left + px / scale;
  const y = (px: number) => top - px / scale;
  const out: OcrPiece[] = [];
  for (const line of lines) {
    const { baseline } = line;
    const height = line.rowAttributes.rowHeight / scale;
    // the baseline where a word sits on it (a line may be printed a little askew)
    const run = baseline.x1 - baseline.x0;
    const baseAt = (px: number) =>
      y(run > 0 ? baseline.y0 + ((baseline.y1 - baseline.y0) * (px - baseline.x0)) / run : baseline.y0);
    let open: OcrPiece | undefined;
    for (const w of line.words) {
      const word = w.text.trim();
      if (!word) continue;
      const text = w.confidence >= CONFIDENT ? word : UNREADABLE;
      if (open && x(w.bbox.x0) - open.x1 < WORD_GAP * height) {
        open.text += ` ${text}`;
        open.x1 = x(w.bbox.x1);
        continue;
      }
      const base = baseAt((w.bbox.x0 + w.bbox.x1) / 2);
      open = { text, x0: x(w.bbox.x0), x1: x(w.bbox.x1), y0: base, y1: base + height, height };
      out.push(open);
    }
  }
  return out;
}

// pdf.js compiles fonts for the canvas with ArrayBuffer.prototype.transferToFixedLength, which
// Node has from 21 on (Lambda runs 22); on Node 20 a copy does what pdf.js needs of it.
const buffer = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (n?: number) => ArrayBuffer };
buffer.transferToFixedLength ??= function (this: ArrayBuffer, n?: number) {
  return this.slice(0, n ?? this.byteLength);
};

/** The English LSTM model (integer, the smallest) as shipped in node_modules. */
const langPath = () => dirname(require.resolve('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz'));

/** A tesseract worker reading English with word boxes; nothing fetched, nothing cached on disk. */
export async function ocrWorker(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: langPath(), cacheMethod: 'none', gzip: true });
  // the resolution the page is rendered at, which tesseract would otherwise guess
  await worker.setParameters({ user_defined_dpi: String(Math.round(72 * OCR_SCALE)) });
  return worker;
}

/** One page read by OCR, as pieces in PDF points. */
export async function ocrPage(worker: Worker, doc: PDFDocumentProxy, n: number): Promise<OcrPiece[]> {
  const page = await doc.getPage(n);
  const view = page.view as ViewBox;
  // a rotated page would need its boxes turned too; its text is left unread instead
  if (page.rotate % 360 !== 0) return [];
  const png = await renderPageAsImage(doc, n, { scale: OCR_SCALE, canvasImport: () => import('@napi-rs/canvas') });
  const { data } = await worker.recognize(Buffer.from(png), {}, { blocks: true, text: false });
  const lines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  return piecesOf(lines, view, OCR_SCALE);
}

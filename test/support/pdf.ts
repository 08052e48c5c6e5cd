// What a test needs to know about a PDF without a PDF library: Chromium writes the page tree and
// font dictionaries uncompressed, so their entries can be read from the bytes.

export interface PdfFacts {
  /** Page objects (not the page tree). */
  pages: number;
  /** Every MediaBox, in points: [x0, y0, x1, y1]. */
  mediaBoxes: number[][];
  fonts: string[];
  /** Raster images embedded (a vector label has none). */
  images: number;
}

export function pdfFacts(bytes: Uint8Array): PdfFacts {
  const text = Buffer.from(bytes).toString('latin1');
  if (!text.startsWith('%PDF-')) throw new Error('not a PDF');
  return {
    pages: [...text.matchAll(/\/Type\s*\/Page(?![s\w])/g)].length,
    mediaBoxes: [...text.matchAll(/\/MediaBox\s*\[([^\]]*)\]/g)].map((m) => m[1]!.trim().split(/\s+/).map(Number)),
    fonts: [...new Set([...text.matchAll(/\/BaseFont\s*\/([\w+-]+)/g)].map((m) => m[1]!))],
    images: [...text.matchAll(/\/Subtype\s*\/Image/g)].length,
  };
}

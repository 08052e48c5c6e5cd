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

/**
 * A PDF of US Letter pages, each with one line of Helvetica text: what a test needs when no
 * certificate has the shape it asks for (as many pages as it likes). Plain ASCII text only.
 */
export function textPdf(lines: readonly string[]): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${lines.map((_, i) => `${4 + i * 2} 0 R`).join(' ')}] /Count ${lines.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...lines.flatMap((line, i) => {
      const content = `BT /F1 12 Tf 72 720 Td (${line.replace(/[\\()]/g, '\\$&')}) Tj ET`;
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
        `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      ];
    }),
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

// A PDF written by hand: pages of plain lines in Helvetica 11 pt from the top left, as a lab's
// plain certificate prints them. The demo's certificates are such PDFs, and tests make PDFs of
// any length with it (no PDF library is a dependency).

export const LEFT = 72;
/** The baseline of a page's line i, in PDF points from the bottom. */
export const lineY = (i: number) => 740 - i * 18;

/** A PDF of US Letter pages, each printing its lines (Latin-1 text). */
export function textPdf(pages: readonly (readonly string[])[]): Uint8Array {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const streams = pages.map((lines) =>
    ['BT /F1 11 Tf', ...lines.map((l, i) => `1 0 0 1 ${LEFT} ${lineY(i)} Tm (${esc(l)}) Tj`), 'ET'].join('\n'),
  );
  // 1 catalog, 2 page tree, 3 font, then each page and its content stream
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${4 + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...streams.flatMap((stream, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    ]),
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

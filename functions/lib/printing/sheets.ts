import QRCode from 'qrcode';
import { renderCannastamp, escapeXml, stampFigures } from '#shared/cannastamp/render';
import { LABEL_OPTIONS, renderLabel } from '#shared/cannastamp/label';
import { SHEET, perSheet, type SheetTemplate } from '#shared/printing/templates';
import type { TestResult } from '#shared/schemas/test-result';

// The printed sheets as SVG, one a page, sized in inches with a view box in points (72 an inch):
// sticker sheets at each template's geometry, product-card sheets (10 a sheet) and the marketing
// materials. functions/lib/exports/pdf.ts prints them as vectors. Every sticker and card carries a
// QR code to its lot's public lab-result page (docs/printing.md, docs/lab-result-page.md).

const PT = 72;
const n2 = (n: number) => (Math.round(n * 100) / 100).toString();
const FONT = `font-family="'DejaVu Sans',sans-serif"`;

/**
 * A QR code as one path of dark modules in a square of `size` points at (x, y), on white with a
 * quiet zone of `quiet` modules. Error correction L keeps the modules as large as possible: the
 * smallest sticker (0.75″) must still scan (the test decodes it at 300 dpi).
 */
export function qrCode(text: string, x: number, y: number, size: number, quiet = 1): string {
  const m = QRCode.create(text, { errorCorrectionLevel: 'L' }).modules;
  const cell = size / (m.size + 2 * quiet);
  let d = '';
  // one rectangle per run of dark modules in a row: a third of the path a square per module makes,
  // and a sheet repeats it 108 times
  for (let r = 0; r < m.size; r++)
    for (let c = 0; c < m.size; c++) {
      if (!m.get(r, c)) continue;
      let run = 1;
      while (c + run < m.size && m.get(r, c + run)) run++;
      d += `M${c + quiet} ${r + quiet}h${run}v1h-${run}z`;
      c += run - 1;
    }
  return (
    `<g transform="translate(${n2(x)} ${n2(y)})"><rect width="${n2(size)}" height="${n2(size)}" fill="#fff"/>` +
    `<path transform="scale(${cell})" d="${d}" fill="#000" shape-rendering="crispEdges"/></g>`
  );
}

const svgPage = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}in" height="${h}in" viewBox="0 0 ${w * PT} ${h * PT}">${body}</svg>`;

const text = (
  s: string,
  x: number,
  y: number,
  size: number,
  opts: { bold?: boolean; anchor?: string; colour?: string } = {},
) =>
  `<text x="${n2(x)}" y="${n2(y)}" text-anchor="${opts.anchor ?? 'start'}" ${FONT} font-size="${n2(size)}"` +
  `${opts.bold ? ' font-weight="700"' : ''} fill="${opts.colour ?? '#12301d'}">${escapeXml(s)}</text>`;

/** Cut to about `chars` characters with an ellipsis (DejaVu Sans runs up to 0.6 em a character). */
const cut = (s: string, width: number, size: number) => {
  const chars = Math.floor(width / (size * 0.6));
  return s.length <= chars ? s : `${s.slice(0, Math.max(1, chars - 1)).trimEnd()}…`;
};

const badge = (t: TestResult, x: number, y: number, size: number) =>
  `<g transform="translate(${n2(x)} ${n2(y)})">${renderCannastamp(t, { size, idPrefix: 'print' })}</g>`;

export interface StickerContent {
  testResult: TestResult;
  productName: string;
  brandName?: string;
  lotId: string;
  /** The lot's public lab-result page: what the QR code holds. */
  url: string;
}

/**
 * One round sticker centred in a square of `d` points: the badge on the left, the QR code on the
 * right, both inside the circle (corners checked against its radius: docs/printing.md).
 */
function sticker(c: StickerContent, d: number): string {
  const r = d / 2;
  const qr = 0.46 * d;
  const qx = r + 0.18 * d - qr / 2;
  const stamp = 0.38 * d;
  return (
    `<circle cx="${n2(r)}" cy="${n2(r)}" r="${n2(r)}" fill="#fff"/>` +
    badge(c.testResult, r - 0.27 * d - stamp / 2, r - stamp / 2, stamp) +
    qrCode(c.url, qx, r - qr / 2, qr)
  );
}

/** The sticker sheets of a job: `count` stickers at the template's geometry, as many pages as they fill. */
export function stickerSheets(c: StickerContent, template: SheetTemplate, count: number): string[] {
  if (template.diameter === 0) {
    // the full-page label, one a page, its QR code in the bottom right corner
    const full = LABEL_OPTIONS.find((o) => o.type === 'full')!;
    const label = renderLabel({ ...c }, full);
    const qr = 1.1 * PT;
    const page = svgPage(
      SHEET.width,
      SHEET.height,
      `<svg x="0" y="0" width="${SHEET.width * PT}" height="${SHEET.height * PT}" viewBox="0 0 ${SHEET.width * PT} ${SHEET.height * PT}">${label.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')}</svg>` +
        qrCode(c.url, SHEET.width * PT - qr - 0.4 * PT, SHEET.height * PT - qr - 0.4 * PT, qr, 2) +
        text('Scan for the lab result', SHEET.width * PT - 0.4 * PT - qr / 2, SHEET.height * PT - 0.25 * PT, 7, {
          anchor: 'middle',
        }),
    );
    return Array.from({ length: count }, () => page);
  }
  const d = template.diameter * PT;
  const one = `<defs><g id="sticker">${sticker(c, d)}</g></defs>`;
  const per = perSheet(template);
  const pages: string[] = [];
  for (let first = 0; first < count; first += per) {
    const n = Math.min(per, count - first);
    let uses = '';
    for (let i = 0; i < n; i++) {
      const col = i % template.columns;
      const row = Math.floor(i / template.columns);
      const x = (template.left + col * template.pitchX) * PT;
      const y = (template.top + row * template.pitchY) * PT;
      uses += `<use href="#sticker" x="${n2(x)}" y="${n2(y)}"/>`;
    }
    pages.push(svgPage(SHEET.width, SHEET.height, one + uses));
  }
  return pages;
}

export interface CardContent {
  productName: string;
  brandName: string;
  productType: string;
  category: string;
  /** Dollars; undefined leaves the MSRP line off. */
  msrp?: number;
  testResult?: TestResult;
  /** The latest lot's public lab-result page, when the product has a result. */
  url?: string;
}

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pctText = (n: number) => `${(Math.round(n * 10) / 10).toFixed(1)}%`;
/** THC as printed text: delta-8 named beside delta-9 when the lab reports some (docs/cannastamp.md). */
const thcText = (f: { thc: number; d8thc?: number }) =>
  `THC ${pctText(f.thc)}${f.d8thc ? ` + Δ8 ${pctText(f.d8thc)}` : ''}`;

/** A product card of w × h points: name, brand, type, MSRP, the badge and its QR code. */
function card(c: CardContent, w: number, h: number): string {
  const pad = 0.12 * PT;
  const art = h - 2 * pad;
  const textW = w - 2 * pad - (c.testResult ? art + pad : 0) - (c.url ? 0.7 * PT + pad : 0);
  const f = c.testResult ? stampFigures(c.testResult) : undefined;
  return (
    `<rect x="0.5" y="0.5" width="${n2(w - 1)}" height="${n2(h - 1)}" rx="6" fill="#fff" stroke="#c9d3cc" stroke-width="0.75"/>` +
    (c.testResult ? badge(c.testResult, pad, pad, art) : '') +
    `<g transform="translate(${n2(pad + (c.testResult ? art + pad : 0))} 0)">` +
    text(cut(c.productName, textW, 12), 0, pad + 12, 12, { bold: true }) +
    text(cut(c.brandName, textW, 9), 0, pad + 26, 9, { colour: '#4b5d50' }) +
    text(cut(`${c.category} · ${c.productType}`, textW, 8), 0, pad + 39, 8, { colour: '#4b5d50' }) +
    (f ? text(`${thcText(f)}  CBD ${pctText(f.cbd)}`, 0, pad + 56, 9, { bold: true }) : '') +
    (c.msrp !== undefined ? text(`MSRP ${money(c.msrp)}`, 0, h - pad - 4, 13, { bold: true }) : '') +
    `</g>` +
    (c.url ? qrCode(c.url, w - pad - 0.7 * PT, h - pad - 0.7 * PT, 0.7 * PT) : '')
  );
}

/**
 * Product cards, 10 a sheet (spec 2 section 9): 2 × 5 cards of 3.5 × 2″ from a 0.75″ side and
 * 0.5″ top margin, the business-card layout US card stock is cut to.
 */
export function productCardSheets(cards: CardContent[]): string[] {
  const w = 3.5 * PT;
  const h = 2 * PT;
  const pages: string[] = [];
  for (let first = 0; first < cards.length; first += 10) {
    const body = cards
      .slice(first, first + 10)
      .map(
        (c, i) =>
          `<g transform="translate(${n2(0.75 * PT + (i % 2) * w)} ${n2(0.5 * PT + Math.floor(i / 2) * h)})">${card(c, w, h)}</g>`,
      )
      .join('');
    pages.push(svgPage(SHEET.width, SHEET.height, body));
  }
  return pages;
}

/** Table-top cards: two a sheet, each a 8.5 × 5.5″ half to fold or stand in a holder. */
export function tableTopSheets(cards: CardContent[]): string[] {
  const w = SHEET.width * PT;
  const h = (SHEET.height / 2) * PT;
  const one = (c: CardContent) => {
    const f = c.testResult ? stampFigures(c.testResult) : undefined;
    return (
      `<rect x="18" y="18" width="${n2(w - 36)}" height="${n2(h - 36)}" rx="10" fill="#fff" stroke="#1f4d2e" stroke-width="1.5"/>` +
      text(cut(c.productName, w - 80, 28), w / 2, 80, 28, { bold: true, anchor: 'middle' }) +
      text(cut(`${c.brandName} · ${c.category} · ${c.productType}`, w - 80, 14), w / 2, 106, 14, {
        anchor: 'middle',
        colour: '#4b5d50',
      }) +
      (c.testResult ? badge(c.testResult, w / 2 - 190, 130, 200) : '') +
      (f ? text(thcText(f), w / 2 + 40, 200, f.d8thc ? 17 : 24, { bold: true }) : '') +
      (f ? text(`CBD ${pctText(f.cbd)}`, w / 2 + 40, 232, 24, { bold: true }) : '') +
      (c.msrp !== undefined ? text(`MSRP ${money(c.msrp)}`, w / 2 + 40, 272, 16) : '') +
      (c.url ? qrCode(c.url, w - 36 - 100, h - 36 - 100, 90) : '')
    );
  };
  const pages: string[] = [];
  for (let first = 0; first < cards.length; first += 2) {
    const [a, b] = cards.slice(first, first + 2);
    pages.push(
      svgPage(
        SHEET.width,
        SHEET.height,
        one(a!) +
          (b ? `<g transform="translate(0 ${n2(h)})">${one(b)}</g>` : '') +
          `<line x1="0" y1="${n2(h)}" x2="${n2(w)}" y2="${n2(h)}" stroke="#c9d3cc" stroke-dasharray="4 4"/>`,
      ),
    );
  }
  return pages;
}

/** A one-page flyer: the brand, its products with their figures, and a QR code to the brand page. */
export function flyerSheet(brandName: string, brandUrl: string, cards: CardContent[]): string[] {
  const w = SHEET.width * PT;
  const rows = cards.slice(0, 6).map((c, i) => {
    const y = 190 + i * 86;
    const f = c.testResult ? stampFigures(c.testResult) : undefined;
    return (
      (c.testResult ? badge(c.testResult, 54, y, 72) : '') +
      text(cut(c.productName, 330, 16), 140, y + 26, 16, { bold: true }) +
      text(cut(`${c.category} · ${c.productType}`, 330, 11), 140, y + 44, 11, { colour: '#4b5d50' }) +
      (f ? text(`${thcText(f)} · CBD ${pctText(f.cbd)}`, 140, y + 62, 11, { bold: true }) : '') +
      (c.msrp !== undefined ? text(`MSRP ${money(c.msrp)}`, w - 54, y + 26, 14, { bold: true, anchor: 'end' }) : '')
    );
  });
  return [
    svgPage(
      SHEET.width,
      SHEET.height,
      `<rect width="${w}" height="130" fill="#1f4d2e"/>` +
        text(cut(brandName, w - 108, 36), 54, 78, 36, { bold: true, colour: '#fff' }) +
        text('Lab-tested products, every result on cannastamp', 54, 108, 14, { colour: '#e3efe6' }) +
        text('Our products', 54, 170, 18, { bold: true }) +
        rows.join('') +
        qrCode(brandUrl, w - 54 - 100, SHEET.height * PT - 54 - 100, 100, 2) +
        text('Scan to see every result', w - 54 - 50, SHEET.height * PT - 36, 9, { anchor: 'middle' }),
    ),
  ];
}

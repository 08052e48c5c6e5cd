import type { TestResult } from '../schemas/test-result.ts';
import { CANNABINOID_COLOURS, TERPENE_COLOURS } from './palette.ts';
import { escapeXml, renderCannastamp, stampFigures } from './render.ts';
import { formatMg, milligrams } from '../potency.ts';

// The printable cannastamp labels (spec 2 section 9): the badge plus its figures, laid out on a
// page the physical size of the label stock, in points (72 per inch). The PDF export prints this
// SVG as it is, so the label is vectors at exact size; the page can preview the same markup.

export const LABEL_TYPES = ['full', 'circular', 'square', 'rectangular'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

/** Every label the spec offers, width × height in inches. "Full" is a US Letter sheet. */
export const LABEL_OPTIONS = [
  { type: 'full', dimension1: 8.5, dimension2: 11, name: 'Full page' },
  { type: 'circular', dimension1: 1.5, dimension2: 1.5, name: 'Circular 1.5″' },
  { type: 'circular', dimension1: 1.25, dimension2: 1.25, name: 'Circular 1.25″' },
  { type: 'circular', dimension1: 1, dimension2: 1, name: 'Circular 1″' },
  { type: 'circular', dimension1: 0.75, dimension2: 0.75, name: 'Circular 0.75″' },
  { type: 'square', dimension1: 1, dimension2: 1, name: 'Square 1″' },
  { type: 'rectangular', dimension1: 1.25, dimension2: 1.5, name: 'Rectangular 1.25 × 1.5″' },
  { type: 'rectangular', dimension1: 1.25, dimension2: 1.75, name: 'Rectangular 1.25 × 1.75″' },
] as const satisfies readonly { type: LabelType; dimension1: number; dimension2: number; name: string }[];
export type LabelOption = (typeof LABEL_OPTIONS)[number];

/** Package sizes in grams (spec 2 section 9): a label for a weight states the milligrams inside. */
export const PACKAGE_WEIGHTS = [0.5, 1, 2, 3, 3.5, 28.3] as const;

/**
 * The option a request names. Circular and square labels may give one dimension (the diameter or
 * side) and leave the other 0; a full page needs none.
 */
export function findLabelOption(type: string, dimension1?: number, dimension2?: number): LabelOption | undefined {
  return LABEL_OPTIONS.find(
    (o) =>
      o.type === type &&
      (o.type === 'full' ||
        (o.dimension1 === dimension1 && (o.dimension2 === dimension2 || (o.type !== 'rectangular' && !dimension2)))),
  );
}

const formatPct = (n: number) => `${(Math.round(n * 10) / 10).toFixed(1)}%`;

export interface LabelContent {
  testResult: Pick<TestResult, '_id' | 'strain'> & Partial<TestResult>;
  productName: string;
  brandName?: string;
  lotId: string;
}

const n2 = (n: number) => (Math.round(n * 100) / 100).toString();

/** DejaVu Sans (the face the export embeds) runs up to about 0.6 em per character, bold 0.66. */
const EM = { regular: 0.6, bold: 0.66 };
const textWidth = (s: string, size: number, bold = false) => s.length * size * (bold ? EM.bold : EM.regular);

/** Shortened with an ellipsis to fit a width: long product names must not run off the stock. */
export function fit(s: string, width: number, size: number, bold = false): string {
  if (textWidth(s, size, bold) <= width) return s;
  const chars = Math.max(1, Math.floor(width / (size * (bold ? EM.bold : EM.regular))) - 1);
  return `${s.slice(0, chars).trimEnd()}…`;
}

interface Line {
  text: string;
  size: number;
  bold?: boolean;
  colour?: string;
  /** Figures are never cut short: a line that is too long is set smaller instead. */
  figures?: boolean;
}

const FONT = `font-family="'DejaVu Sans',sans-serif"`;

function textLine(l: Line, x: number, y: number, width: number, anchor: 'middle' | 'start' = 'middle'): string {
  const size = l.figures ? Math.min(l.size, (l.size * width) / textWidth(l.text, l.size, l.bold)) : l.size;
  const text = l.figures ? l.text : fit(l.text, width, size, l.bold);
  return (
    `<text x="${n2(x)}" y="${n2(y)}" text-anchor="${anchor}" ${FONT} font-size="${n2(size)}"` +
    `${l.bold ? ' font-weight="700"' : ''} fill="${l.colour ?? '#12301d'}">${escapeXml(text)}</text>`
  );
}

/** The badge, placed: the renderer's own SVG nested at a position and size in points. */
function stampAt(c: LabelContent, x: number, y: number, size: number): string {
  return `<g transform="translate(${n2(x)} ${n2(y)})">${renderCannastamp(c.testResult, { size, idPrefix: 'label' })}</g>`;
}

/**
 * THC and CBD as the label states them: milligrams in the package when a weight is given. Delta-8
 * THC, when the lab reports some, is stated on the THC line beside delta-9 (docs/cannastamp.md):
 * the badge's centre adds it in, so the printed words must say what the figure holds.
 */
function potencyLines(c: LabelContent, weight: number | undefined) {
  const f = stampFigures(c.testResult);
  const state = (pct: number) => (weight ? formatMg(milligrams(pct, weight)) : formatPct(pct));
  return {
    thc: `THC ${state(f.thc)}${f.d8thc ? ` + Δ8 ${state(f.d8thc)}` : ''}`,
    cbd: `CBD ${state(f.cbd)}`,
    per: weight ? `in ${weight} g` : undefined,
  };
}

/** Half the width of a circle of radius r at a height y from its top: where text may run. */
const chord = (r: number, y: number) => Math.sqrt(Math.max(0, r * r - (y - r) * (y - r)));

function smallLabel(c: LabelContent, option: LabelOption, weight: number | undefined): string {
  const w = option.dimension1 * 72;
  const h = option.dimension2 * 72;
  const p = potencyLines(c, weight);
  const name = c.productName || c.testResult.strain;
  let stamp: { size: number; top: number };
  let lines: (Line & { y: number })[];
  // layouts in fractions of the label's width, tuned so nothing crosses the edge of the stock
  if (option.type === 'circular') {
    stamp = { size: 0.6 * w, top: 0.06 * w };
    lines = [
      { text: p.thc, size: 0.085 * w, bold: true, figures: true, y: 0.765 * w },
      { text: p.cbd, size: 0.07 * w, figures: true, y: 0.855 * w },
      ...(p.per ? [{ text: p.per, size: 0.055 * w, colour: '#4b5d50', y: 0.93 * w }] : []),
    ];
  } else if (option.type === 'square') {
    stamp = { size: 0.54 * w, top: 0.03 * w };
    lines = [
      { text: name, size: 0.07 * w, bold: true, y: 0.665 * w },
      { text: p.thc, size: 0.068 * w, bold: true, figures: true, y: 0.755 * w },
      { text: p.cbd, size: 0.062 * w, figures: true, y: 0.84 * w },
      { text: p.per ?? c.testResult.strain, size: 0.052 * w, colour: '#4b5d50', y: 0.925 * w },
    ];
  } else {
    const tall = h / w >= 1.35;
    stamp = { size: tall ? 0.82 * w : 0.74 * w, top: 0.05 * w };
    const first = stamp.top + stamp.size + 0.1 * w;
    const step = 0.092 * w;
    lines = [
      { text: name, size: 0.08 * w, bold: true },
      ...(tall && c.brandName ? [{ text: c.brandName, size: 0.065 * w, colour: '#4b5d50' }] : []),
      { text: p.thc, size: 0.075 * w, bold: true, figures: true },
      { text: p.cbd, size: 0.07 * w, figures: true },
      ...(p.per ? [{ text: p.per, size: 0.06 * w, colour: '#4b5d50' }] : []),
    ].map((l, i) => ({ ...l, y: first + i * step }));
  }
  const r = w / 2;
  const text = lines
    .map((l) => {
      const width = option.type === 'circular' ? 2 * chord(r, l.y - l.size * 0.35) - 0.08 * w : w * 0.9;
      return textLine(l, w / 2, l.y, width);
    })
    .join('');
  const edge =
    option.type === 'circular'
      ? `<circle cx="${n2(r)}" cy="${n2(r)}" r="${n2(r)}" fill="#ffffff"/>`
      : `<rect width="${n2(w)}" height="${n2(h)}" fill="#ffffff"/>`;
  return svgPage(
    w,
    h,
    edge + stampAt(c, (w - stamp.size) / 2, stamp.top, stamp.size) + text,
    labelTitle(c, option, weight),
  );
}

function fullPage(c: LabelContent, weight: number | undefined): string {
  const w = 612;
  const h = 792;
  const margin = 54;
  const inner = w - 2 * margin;
  const t = c.testResult;
  const f = stampFigures(t);
  const p = potencyLines(c, weight);
  const stampSize = 360;
  let y = margin + 26;
  let out = textLine({ text: c.productName || t.strain, size: 26, bold: true }, w / 2, y, inner);
  y += 22;
  if (c.brandName) out += textLine({ text: c.brandName, size: 14, colour: '#4b5d50' }, w / 2, y, inner);
  y += 18;
  out += stampAt(c, (w - stampSize) / 2, y, stampSize);
  y += stampSize + 34;
  const headline = weight ? `${p.thc} · ${p.cbd} ${p.per}` : `Total ${p.thc} · Total ${p.cbd}`;
  out += textLine({ text: headline, size: 18, bold: true, figures: true }, w / 2, y, inner);
  y += 30;
  // the key: every compound in its colour with its figure, cannabinoids left, terpenes right
  const column = (title: string, x: number, rows: { name: string; colour: string; value: number }[]) =>
    textLine({ text: title, size: 11, bold: true, colour: '#4b5d50' }, x, y, inner / 2 - 12, 'start') +
    rows
      .map((row, i) => {
        const ry = y + 20 + i * 17;
        return (
          `<rect x="${x}" y="${ry - 9}" width="10" height="10" rx="2" fill="${row.colour}"/>` +
          textLine({ text: row.name, size: 10.5 }, x + 16, ry, 140, 'start') +
          `<text x="${x + inner / 2 - 24}" y="${ry}" text-anchor="end" ${FONT} font-size="10.5" fill="#12301d">${formatPct(row.value)}</text>`
        );
      })
      .join('');
  out += column(
    'Cannabinoids',
    margin,
    CANNABINOID_COLOURS.map((k) => ({ name: k.name, colour: k.colour, value: f[k.key] })),
  );
  out += column(
    'Terpenes',
    margin + inner / 2 + 12,
    TERPENE_COLOURS.map((k) => ({ name: k.name, colour: k.colour, value: f[k.key] })),
  );
  const facts = [t.testLab?.name && `Tested by ${t.testLab.name}`, t.testDate && `on ${t.testDate}`, `Lot ${c.lotId}`]
    .filter(Boolean)
    .join(' · ');
  out += textLine({ text: facts, size: 9, colour: '#4b5d50' }, w / 2, h - margin, inner);
  out += textLine({ text: 'cannastamp.com', size: 9, bold: true, colour: '#1f4d2e' }, w / 2, h - margin + 14, inner);
  return svgPage(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#ffffff"/>` + out,
    labelTitle(c, LABEL_OPTIONS[0], weight),
  );
}

function labelTitle(c: LabelContent, option: LabelOption, weight: number | undefined) {
  return `${option.name} cannastamp label for ${c.productName || c.testResult.strain}${weight ? `, ${weight} g package` : ''}`;
}

function svgPage(w: number, h: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n2(w / 72)}in" height="${n2(h / 72)}in" viewBox="0 0 ${n2(w)} ${n2(h)}" role="img" aria-label="${escapeXml(title)}">` +
    body +
    `</svg>`
  );
}

/** A label as SVG sized in inches: the PDF page is exactly this size. */
export function renderLabel(content: LabelContent, option: LabelOption, weight?: number): string {
  return option.type === 'full' ? fullPage(content, weight) : smallLabel(content, option, weight);
}

import type { TestResult } from '../schemas/test-result.ts';
import { DECARB_FACTOR, totalCbd, totalThc } from '../potency.ts';
import { CANNABINOID_COLOURS, share, SCALES, TERPENE_COLOURS, type Compound, type StampFigures } from './palette.ts';

// The cannastamp: a pure function from a test result to SVG. Two rose rings around a centre: the
// inner ring holds six cannabinoids, the outer ring the nine main terpenes; each compound owns a
// wedge of fixed colour and position, and the wedge's filled area grows with its concentration
// (palette.ts has the scale). Vector only, no fonts or images fetched, the same bytes for the same
// input, so the browser, the PNG and the PDF exports all draw the one badge.

type Result = Pick<TestResult, '_id' | 'strain'> & Partial<TestResult>;

const acidAware = (neutral?: number, acid?: number) => (neutral ?? 0) + DECARB_FACTOR * (acid ?? 0);

/** The badge's figures: the rings' compounds, and delta-8 THC when the lab reports some. */
export type BadgeFigures = StampFigures & { d8thc?: number };

/** The figures the badge shows. Reported totals win; a lab that omits them gets the formula. */
export function stampFigures(t: Partial<TestResult>): BadgeFigures {
  return {
    thc: t.thcTotal ?? totalThc(t),
    ...(t.d8Thc ? { d8thc: t.d8Thc } : {}),
    cbd: t.cbdTotal ?? totalCbd(t),
    cbg: acidAware(t.cbg, t.cbgA),
    cbn: acidAware(t.cbn, t.cbnA),
    cbc: acidAware(t.cbc, t.cbcA),
    thcv: acidAware(t.thcV, t.thcVA),
    myrcene: t.myrcene ?? 0,
    alphaPinene: t.alphaPinene ?? 0,
    betaPinene: t.betaPinene ?? 0,
    caryophyllene: t.caryophyllene ?? 0,
    humulene: t.humulene ?? 0,
    limonene: t.limonene ?? 0,
    linalool: t.linalool ?? 0,
    ocimene: t.ocimene ?? 0,
    terpinolene: t.terpinolene ?? 0,
  };
}

const C = 120; // centre of the 240 × 240 view box
const f2 = (n: number) => (Math.round(n * 100) / 100).toString();
const pct = (n: number) => `${(Math.round(n * 100) / 100).toFixed(2)}%`;
/** Text safe inside SVG markup and attributes. */
export const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const point = (deg: number, r: number) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return `${f2(C + r * Math.cos(a))} ${f2(C + r * Math.sin(a))}`;
};

/** An annular sector from r0 to r1 between two angles (degrees clockwise from 12 o'clock). */
function sector(a0: number, a1: number, r0: number, r1: number): string {
  const large = a1 - a0 > 180 ? 1 : 0;
  return (
    `M${point(a0, r0)}L${point(a0, r1)}A${f2(r1)} ${f2(r1)} 0 ${large} 1 ${point(a1, r1)}` +
    `L${point(a1, r0)}A${f2(r0)} ${f2(r0)} 0 ${large} 0 ${point(a0, r0)}Z`
  );
}

/**
 * The amount a wedge draws: the THC wedge holds delta-8 THC beside delta-9, since both are THC a
 * person takes in; a delta-8 distillate would otherwise show an almost empty THC wedge.
 */
const drawn = (figures: BadgeFigures, key: Compound['key']) =>
  key === 'thc' ? figures.thc + (figures.d8thc ?? 0) : figures[key];

/** One ring: a pale track per compound and, over it, the wedge whose area is the compound's share. */
function ring(
  compounds: readonly Compound[],
  figures: BadgeFigures,
  scale: { knee: number; full: number },
  r0: number,
  r1: number,
  gap: number,
) {
  const step = 360 / compounds.length;
  return compounds
    .map((c, i) => {
      const a0 = i * step + gap / 2;
      const a1 = (i + 1) * step - gap / 2;
      const s = share(drawn(figures, c.key), scale);
      // area ∝ share: the outer radius of an annular sector of area s × the track's area
      const r = Math.sqrt(r0 * r0 + s * (r1 * r1 - r0 * r0));
      const track = `<path d="${sector(a0, a1, r0, r1)}" fill="${c.colour}" fill-opacity="0.1"/>`;
      return s > 0 ? `${track}<path d="${sector(a0, a1, r0, r)}" fill="${c.colour}"/>` : track;
    })
    .join('');
}

export interface StampOptions {
  /** Width and height in CSS pixels (the drawing is vector; 100 and 300 are the spec's sizes). */
  size: number;
  /** Prefix for element ids, unique on a page that shows several stamps. */
  idPrefix?: string;
}

/** The accessible description: every compound and its figure, in the rings' order. */
export function stampDescription(figures: BadgeFigures): string {
  const list = (cs: readonly Compound[]) =>
    cs
      .map((c) =>
        c.key === 'thc' && figures.d8thc
          ? `${c.name} ${pct(figures.thc)}, Delta-8 THC ${pct(figures.d8thc)}`
          : `${c.name} ${pct(figures[c.key])}`,
      )
      .join(', ');
  return `Cannabinoids: ${list(CANNABINOID_COLOURS)}. Terpenes: ${list(TERPENE_COLOURS)}.`;
}

export function renderCannastamp(result: Result, opts: StampOptions): string {
  const figures = stampFigures(result);
  const id = `${opts.idPrefix ?? 'cs'}-${result._id}-${opts.size}`;
  const d8 = figures.d8thc ?? 0;
  const title = `Cannastamp for ${result.strain}: total THC ${pct(figures.thc)}${d8 ? ` plus delta-8 THC ${pct(d8)}` : ''}, total CBD ${pct(figures.cbd)}`;
  // figures in the centre only where they can be read: the THC figure from 150 px, its caption from 240
  const font = `font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif"`;
  const centre =
    (opts.size >= 150
      ? `<text x="${C}" y="${opts.size >= 240 ? C - 2 : C + 5}" text-anchor="middle" ${font} font-size="15" font-weight="700" fill="#12301d">${f2(Math.round((figures.thc + d8) * 10) / 10)}%</text>`
      : '') +
    (opts.size >= 240
      ? `<text x="${C}" y="${C + 10}" text-anchor="middle" ${font} font-size="7.5" letter-spacing="0.6" fill="#4b5d50">${d8 ? 'THC+Δ8' : 'THC'} · CBD ${f2(Math.round(figures.cbd * 10) / 10)}%</text>`
      : '') +
    // a delta-8 product says so at every size where the centre holds text, beside the figure it swells
    (d8 && opts.size >= 150
      ? `<text x="${C}" y="${opts.size >= 240 ? C - 15 : C - 9}" text-anchor="middle" ${font} font-size="8" font-weight="700" letter-spacing="0.4" fill="#9c3d00">Δ8 ${f2(Math.round(d8 * 10) / 10)}%</text>`
      : '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="${opts.size}" height="${opts.size}" role="img" aria-labelledby="${id}-t" aria-describedby="${id}-d">` +
    `<title id="${id}-t">${escapeXml(title)}</title><desc id="${id}-d">${escapeXml(stampDescription(figures))}</desc>` +
    `<circle cx="${C}" cy="${C}" r="118" fill="#fbfcf8" stroke="#1f4d2e" stroke-width="2.5"/>` +
    `<circle cx="${C}" cy="${C}" r="113" fill="none" stroke="#1f4d2e" stroke-opacity="0.25" stroke-width="0.75"/>` +
    ring(TERPENE_COLOURS, figures, SCALES.terpene, 72, 109, 3) +
    ring(CANNABINOID_COLOURS, figures, SCALES.cannabinoid, 34, 68, 4) +
    `<circle cx="${C}" cy="${C}" r="31" fill="#ffffff" stroke="#1f4d2e" stroke-opacity="0.2" stroke-width="0.75"/>` +
    centre +
    `</svg>`
  );
}

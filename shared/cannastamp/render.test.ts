import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { rasterize } from '#test/support/raster';
import { STAMP_FIXTURES } from './fixtures.ts';
import { CANNABINOID_COLOURS, share, SCALES, TERPENE_COLOURS } from './palette.ts';
import { renderCannastamp, stampFigures } from './render.ts';
import { stampSummary } from './summary.ts';

// Golden pictures: each fixture at 100 and 300 px, compared pixel by pixel with the PNG in
// test/golden/ (UPDATE_GOLDEN=1 rewrites them after a deliberate change of the design).

const GOLDEN = join(import.meta.dirname, '..', '..', 'test', 'golden');
const cases = Object.keys(STAMP_FIXTURES).flatMap((name) => [100, 300].map((size) => [name, size] as const));

describe('the cannastamp renderer', () => {
  it.each(cases)('%s at %i px matches its golden picture', async (name, size) => {
    const svg = renderCannastamp(STAMP_FIXTURES[name]!, { size });
    const png = await rasterize(svg, size * 2); // as a 2× screen shows it
    const file = join(GOLDEN, `${name}-${size}.png`);
    if (process.env.UPDATE_GOLDEN || !existsSync(file)) {
      mkdirSync(GOLDEN, { recursive: true });
      writeFileSync(file, png);
    }
    const expected = PNG.sync.read(readFileSync(file));
    const actual = PNG.sync.read(png);
    expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
    const differing = pixelmatch(expected.data, actual.data, undefined, actual.width, actual.height, {
      threshold: 0.1,
    });
    expect(differing / (actual.width * actual.height)).toBeLessThan(0.002);
  });

  it('gives identical bytes for identical input', () => {
    const a = renderCannastamp(STAMP_FIXTURES.thcDominant!, { size: 300 });
    expect(renderCannastamp(structuredClone(STAMP_FIXTURES.thcDominant!), { size: 300 })).toBe(a);
  });

  it('is self-contained: no external fonts, images or links', () => {
    const svg = renderCannastamp(STAMP_FIXTURES.balanced!, { size: 300 });
    expect(svg).not.toMatch(/<image|href=|url\(|@import|@font-face/);
  });

  it('names and describes itself with every compound and figure', () => {
    const svg = renderCannastamp(STAMP_FIXTURES.thcDominant!, { size: 100, idPrefix: 'similar' });
    expect(svg).toContain('role="img"');
    expect(svg).toContain(
      'aria-labelledby="similar-5c43ba000000000000000001-100-t" aria-describedby="similar-5c43ba000000000000000001-100-d"',
    );
    expect(svg).toContain(
      '<title id="similar-5c43ba000000000000000001-100-t">Cannastamp for Blue Dream: total THC 22.66%, total CBD 0.08%</title>',
    );
    for (const c of [...CANNABINOID_COLOURS, ...TERPENE_COLOURS]) expect(svg).toContain(c.name.replace(/[<>&"']/g, ''));
    expect(svg).toContain('Myrcene 1.16%');
  });

  it('escapes the strain name', () => {
    expect(
      renderCannastamp({ _id: '5c43ba000000000000000009', strain: '<b>"Kush" & co</b>' }, { size: 100 }),
    ).toContain('&#60;b&#62;&#34;Kush&#34; &#38; co&#60;/b&#62;');
  });

  it('uses reported totals, and the 0.877 formula when a lab omits them', () => {
    expect(stampFigures({ thc: 0.5, thcA: 20 }).thc).toBeCloseTo(18.04, 2);
    expect(stampFigures({ thc: 0.5, thcA: 20, thcTotal: 19 }).thc).toBe(19);
  });

  it('keeps minor terpenes visible next to 20 % THC, and grows with concentration', () => {
    expect(share(0.05, SCALES.terpene)).toBeGreaterThan(0.05);
    expect(share(20, SCALES.cannabinoid)).toBeLessThanOrEqual(1);
    expect(share(0, SCALES.terpene)).toBe(0);
    const ladder = [0.01, 0.1, 0.5, 1, 2, 4].map((v) => share(v, SCALES.terpene));
    expect([...ladder].sort((a, b) => a - b)).toEqual(ladder);
    expect(new Set(ladder).size).toBe(ladder.length - 0); // strictly growing above the floor
  });

  it('shows delta-8 THC: in the THC wedge, the centre and the text (a 58.97 % delta-8 distillate)', () => {
    // as a lab prints a delta-8 distillate: little delta-9, most of the sample delta-8
    const d8 = { _id: '5c43ba00000000000000000a', strain: 'Delta Haze', thc: 5.92, d8Thc: 58.97, cbn: 1.3, thcV: 0.2 };
    const plain = { ...d8, d8Thc: undefined };
    const svg = renderCannastamp(d8, { size: 300 });
    expect(svg).toContain('total THC 5.92% plus delta-8 THC 58.97%');
    expect(svg).toContain('THC 5.92%, Delta-8 THC 58.97%');
    expect(svg).toContain('>64.9%</text>'); // the centre figure: all the THC the product holds
    expect(svg).toContain('>Δ8 59%</text>');
    expect(svg).toContain('THC+Δ8 · CBD 0%');
    // the THC wedge (the first of the inner ring, in its colour) reaches further out with delta-8
    const thcWedge = (markup: string) => markup.match(/<path d="([^"]+)" fill="#1e8a45"\/>/)?.[1];
    expect(thcWedge(svg)).not.toBe(thcWedge(renderCannastamp(plain, { size: 300 })));
    expect(renderCannastamp(plain, { size: 300 })).not.toContain('Δ8');
    // lists draw from the summary, which keeps delta-8 only when there is some
    expect(stampSummary(d8).d8Thc).toBe(58.97);
    expect(stampSummary(plain)).not.toHaveProperty('d8Thc');
    expect(renderCannastamp(stampSummary(d8), { size: 100 })).toContain('plus delta-8 THC 58.97%');
  });

  it('draws a non-detect as zero', () => {
    const nd = {
      _id: '5c43ba00000000000000000b',
      strain: 'Clean Kush',
      thc: 0.83,
      thcA: 24.89,
      nonDetects: { cbd: { printed: 'ND' }, cbdA: { printed: '<0.1', limit: 0.1 }, myrcene: { printed: '<LOQ' } },
    };
    const svg = renderCannastamp(nd, { size: 300 });
    expect(svg).toContain('CBD 0.00%');
    expect(svg).toContain('Myrcene 0.00%');
    expect(stampFigures(nd).cbd).toBe(0);
  });

  it('has one distinct colour per compound', () => {
    const colours = [...CANNABINOID_COLOURS, ...TERPENE_COLOURS].map((c) => c.colour);
    expect(new Set(colours).size).toBe(colours.length);
  });
});

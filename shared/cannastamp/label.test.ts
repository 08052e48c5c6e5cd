import { describe, expect, it } from 'vitest';
import * as exportMessages from '../messages/client/exports.ts';
import { cannastampPdfBodySchema } from '../schemas/labels.ts';
import { STAMP_FIXTURES } from './fixtures.ts';
import { findLabelOption, LABEL_OPTIONS, PACKAGE_WEIGHTS, renderLabel, type LabelContent } from './label.ts';
import { formatMg, milligrams } from '../potency.ts';

const content = (over: Partial<LabelContent> = {}): LabelContent => ({
  testResult: { ...STAMP_FIXTURES.thcDominant!, thcTotal: 20, cbdTotal: 0.1 },
  productName: 'Blue Dream',
  brandName: 'Evergreen Farms',
  lotId: '5c43ba000000000000000a01',
  ...over,
});

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);

describe('label options', () => {
  it('offers exactly the spec list: full; circular 1.5, 1.25, 1, 0.75; square 1; rectangular 1.25 × 1.5 and 1.25 × 1.75', () => {
    expect(LABEL_OPTIONS.map((o) => `${o.type} ${o.dimension1}x${o.dimension2}`)).toEqual([
      'full 8.5x11',
      'circular 1.5x1.5',
      'circular 1.25x1.25',
      'circular 1x1',
      'circular 0.75x0.75',
      'square 1x1',
      'rectangular 1.25x1.5',
      'rectangular 1.25x1.75',
    ]);
    expect(PACKAGE_WEIGHTS).toEqual([0.5, 1, 2, 3, 3.5, 28.3]);
  });

  it('finds an option by type and dimensions; one dimension is enough for circles and squares', () => {
    expect(findLabelOption('circular', 1.25, 1.25)?.name).toBe('Circular 1.25″');
    expect(findLabelOption('circular', 0.75)?.name).toBe('Circular 0.75″');
    expect(findLabelOption('square', 1, 0)?.name).toBe('Square 1″');
    expect(findLabelOption('full')?.name).toBe('Full page');
    expect(findLabelOption('rectangular', 1.25, 1.75)?.name).toBe('Rectangular 1.25 × 1.75″');
    expect(findLabelOption('rectangular', 1.25)).toBeUndefined();
    expect(findLabelOption('circular', 2, 2)).toBeUndefined();
    expect(findLabelOption('square', 1.25, 1.25)).toBeUndefined();
    expect(findLabelOption('oval', 1, 1)).toBeUndefined();
  });

  it('validates a request with the spec fields and our messages', () => {
    const lotId = '5c43ba000000000000000a01';
    expect(
      cannastampPdfBodySchema.safeParse({ lotId, type: 'rectangular', dimension1: 1.25, dimension2: 1.5, weight: 3.5 })
        .success,
    ).toBe(true);
    const bad = [
      { lotId, type: 'circular', dimension1: 2, dimension2: 2 },
      { lotId, type: 'hexagon', dimension1: 1, dimension2: 1 },
      { lotId, type: 'square', dimension1: -1 },
    ];
    for (const body of bad) {
      const r = cannastampPdfBodySchema.safeParse(body);
      expect(r.success).toBe(false);
      expect(r.error!.issues.map((i) => i.message)).toContain(exportMessages.labelSizeUnknown);
    }
    const weight = cannastampPdfBodySchema.safeParse({ lotId, type: 'full', weight: 7 });
    expect(weight.error!.issues.map((i) => i.message)).toEqual([exportMessages.labelWeightUnknown]);
  });
});

describe('package figures', () => {
  it('states milligrams as percent of mass × grams × 10', () => {
    expect(milligrams(20, 3.5)).toBeCloseTo(700);
    expect(milligrams(25, 28.3)).toBeCloseTo(7075);
    expect(milligrams(0.1, 0.5)).toBeCloseTo(0.5);
    expect([formatMg(700), formatMg(7075), formatMg(2.84), formatMg(0.5), formatMg(3)]).toEqual([
      '700 mg',
      '7,075 mg',
      '2.8 mg',
      '0.5 mg',
      '3 mg',
    ]);
  });

  it.each(LABEL_OPTIONS.flatMap((o) => PACKAGE_WEIGHTS.map((w) => [o.name, w] as const)))(
    '%s for %d g states the package milligrams',
    (name, weight) => {
      const option = LABEL_OPTIONS.find((o) => o.name === name)!;
      const all = texts(renderLabel(content(), option, weight)).join(' | ');
      expect(all).toContain(`THC ${formatMg(20 * weight * 10)}`);
      expect(all).toContain(`CBD ${formatMg(0.1 * weight * 10)}`);
      expect(all).toContain(`in ${weight} g`);
    },
  );

  it.each(LABEL_OPTIONS.map((o) => o.name))('%s names delta-8 THC beside delta-9 when the lab reports some', (name) => {
    const option = LABEL_OPTIONS.find((o) => o.name === name)!;
    const d8 = content({ testResult: { ...STAMP_FIXTURES.thcDominant!, thcTotal: 5.92, d8Thc: 58.97, cbdTotal: 0.1 } });
    expect(texts(renderLabel(d8, option)).join(' | ')).toContain('THC 5.9% + Δ8 59.0%');
    expect(texts(renderLabel(d8, option, 3.5)).join(' | ')).toContain(
      `THC ${formatMg(milligrams(5.92, 3.5))} + Δ8 ${formatMg(milligrams(58.97, 3.5))}`,
    );
    expect(texts(renderLabel(content(), option)).join(' | ')).not.toContain('Δ8');
  });

  it('states percentages when no weight is given', () => {
    const all = texts(renderLabel(content(), LABEL_OPTIONS[1])).join(' | ');
    expect(all).toContain('THC 20.0%');
    expect(all).toContain('CBD 0.1%');
    expect(all).not.toContain(' mg');
  });
});

describe('label drawing', () => {
  it.each(LABEL_OPTIONS.map((o) => [o.name, o] as const))(
    '%s is sized in inches with a point view box',
    (_, option) => {
      const svg = renderLabel(content(), option, 3.5);
      const open = svg.slice(0, svg.indexOf('>'));
      expect(open).toContain(`width="${option.dimension1}in" height="${option.dimension2}in"`);
      expect(open).toContain(`viewBox="0 0 ${option.dimension1 * 72} ${option.dimension2 * 72}"`);
      expect(open).toMatch(/role="img" aria-label="[^"]+cannastamp label for Blue Dream, 3.5 g package"/);
      // the badge inside is the one renderer's, and nothing is fetched
      expect(svg).toContain('<title id="label-');
      expect(svg).not.toMatch(/<image|href=/);
    },
  );

  it('draws the same bytes for the same input', () => {
    for (const o of LABEL_OPTIONS) expect(renderLabel(content(), o, 1)).toBe(renderLabel(content(), o, 1));
  });

  it('cuts a long product name short but never a figure', () => {
    const long = content({
      productName: 'Extraordinarily Long Reserve Small Batch Whole Flower Indoor',
      testResult: { ...STAMP_FIXTURES.thcDominant!, thcTotal: 33.3, cbdTotal: 21.1 },
    });
    for (const o of LABEL_OPTIONS) {
      const lines = texts(renderLabel(long, o, 28.3));
      // circular stickers carry the badge and figures only; the package names the product
      if (o.type !== 'circular')
        expect(
          lines.some((l) => l.endsWith('…')),
          o.name,
        ).toBe(true);
      expect(lines.join(' ')).toContain(`THC ${formatMg(33.3 * 283)}`);
      expect(lines.join(' ')).toContain(`CBD ${formatMg(21.1 * 283)}`);
    }
  });

  it('escapes names', () => {
    const svg = renderLabel(content({ productName: 'Kush <script>&' }), LABEL_OPTIONS[6]);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Kush &#60;script&#62;&#38;');
  });
});

import { describe, expect, it } from 'vitest';
import { brandSchema, clientSchema, lotSchema, productSchema } from '#shared/schemas/catalog';
import { distributionRecordSchema } from '#shared/schemas/distribution';
import { testResultSchema } from '#shared/schemas/test-result';
import { buildDemoData } from './demo-data.ts';

const data = buildDemoData();

describe('demo data', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(buildDemoData())).toBe(JSON.stringify(data));
  });

  it('has the promised breadth', () => {
    expect(data.clients.filter((c) => c.type === 'producer').length).toBeGreaterThanOrEqual(3);
    expect(data.clients.filter((c) => c.type === 'dispensary').length).toBeGreaterThanOrEqual(2);
    expect(data.brands.length).toBeGreaterThanOrEqual(15);
    expect(data.products.length).toBeGreaterThanOrEqual(150);
    expect(new Set(data.products.map((p) => p.productCategory))).toEqual(
      new Set(['Flower', 'Edible', 'Extract/Concentrate', 'Topical']),
    );
    expect(data.products.some((p) => !p.available)).toBe(true);
    expect(data.products.some((p) => !p.active)).toBe(true);
    for (const b of data.brands) {
      expect(b.longDescription?.length).toBeGreaterThan(40);
      expect(b.featureImage).toMatch(/^\/media\//);
      expect(b.mediaGallery.length).toBeGreaterThan(0);
    }
  });

  it('gives every producer distributions in every status and the demo dispensary an inventory', () => {
    for (const producer of data.clients.filter((c) => c.type === 'producer')) {
      const own = data.distributions.filter((d) => d.producer === producer._id);
      expect(new Set(own.map((d) => d.status))).toEqual(new Set(['pending', 'approved', 'denied']));
      const brands = data.brands.filter((b) => b.producer === producer._id);
      expect(brands.length).toBeGreaterThan(0);
      for (const b of brands) expect(b.featureImage).toMatch(/^\/media\//);
      const products = data.products.filter((p) => p.producer === producer._id);
      expect(products.some((p) => p.active && p.available)).toBe(true);
      expect(products.some((p) => p.active && !p.available)).toBe(true);
      expect(products.some((p) => !p.active)).toBe(true);
    }
    const dispensary = data.clients.find((c) => c.type === 'dispensary')!;
    const carried = data.distributions.filter((d) => d.dispensary === dispensary._id && d.status === 'approved');
    expect(carried.length).toBeGreaterThan(10);
    const products = new Map(data.products.map((p) => [p._id, p]));
    for (const d of data.distributions) {
      expect(products.get(d.product)?.active).toBe(true);
      expect(products.get(d.product)?.producer).toBe(d.producer);
      // the Kiosk Inventory's search box finds a seeded entry by its product's name
      expect(d.searchText).toContain(products.get(d.product)!.name.toLowerCase());
      distributionRecordSchema.parse(d);
    }
    const keys = data.distributions.map((d) => `${d.product}#${d.dispensary}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every product a parent lot with a full test result', () => {
    const lots = new Map(data.lots.map((l) => [l._id, l]));
    const tests = new Map(data.tests.map((t) => [t._id, t]));
    for (const p of data.products) {
      const lot = lots.get(p.latestLot!)!;
      expect(lot.lotType).toBe('parentLot');
      const t = tests.get(lot.testResult!)!;
      for (const k of [
        'thc',
        'thcA',
        'cbd',
        'cbdA',
        'cbg',
        'cbn',
        'cbc',
        'caryophyllene',
        'humulene',
        'limonene',
        'linalool',
        'myrcene',
        'ocimene',
        'alphaPinene',
        'betaPinene',
        'terpinolene',
      ] as const)
        expect(typeof t[k]).toBe('number');
    }
  });

  it('spans the three chemotypes and the three terpene classes', () => {
    const ratio = (t: (typeof data.tests)[number]) => (t.thcTotal ?? 0) / Math.max(t.cbdTotal ?? 0, 0.001);
    const chemotypes = new Set(data.tests.map((t) => (ratio(t) > 5 ? 'thc' : ratio(t) >= 0.2 ? 'balanced' : 'cbd')));
    expect(chemotypes).toEqual(new Set(['thc', 'balanced', 'cbd']));
    const dominant = new Set(
      data.tests.map((t) => {
        const terps = {
          caryophyllene: t.caryophyllene!,
          limonene: t.limonene!,
          myrcene: t.myrcene!,
          alphaPinene: t.alphaPinene!,
          terpinolene: t.terpinolene!,
        };
        return Object.entries(terps).sort((a, b) => b[1] - a[1])[0]![0];
      }),
    );
    expect(dominant.has('myrcene')).toBe(true);
    expect(dominant.has('terpinolene')).toBe(true);
    expect(dominant.has('caryophyllene') || dominant.has('limonene')).toBe(true);
  });

  it('passes the shared schemas, the same ones the API uses', () => {
    for (const c of data.clients) clientSchema.parse(c);
    for (const b of data.brands) brandSchema.parse(b);
    for (const p of data.products) productSchema.parse(p);
    for (const l of data.lots) lotSchema.parse(l);
    for (const t of data.tests) testResultSchema.parse(t);
  });
});

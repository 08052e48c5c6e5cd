import { describe, expect, it } from 'vitest';
import { perSheet, SHEET, SHEET_TEMPLATES, templateOf } from '#shared/printing/templates';
import { buildDemoData } from '#infra/local/seed/demo-data';
import { productCardSheets, stickerSheets } from './sheets.ts';

const test = buildDemoData().tests[0]!;
const content = {
  testResult: test,
  productName: 'Unit',
  lotId: '5c43ba000000000000000a01',
  url: 'https://x.test/lab-result/5c43ba000000000000000a01',
};

describe('sticker sheets', () => {
  it('keeps every template on the sheet: the last circle ends inside the page', () => {
    for (const t of SHEET_TEMPLATES.filter((x) => x.supported && x.diameter > 0)) {
      const right = t.left + (t.columns - 1) * t.pitchX + t.diameter;
      const bottom = t.top + (t.rows - 1) * t.pitchY + t.diameter;
      expect(right, t.id).toBeLessThanOrEqual(SHEET.width);
      expect(bottom, t.id).toBeLessThanOrEqual(SHEET.height);
      // neighbours never overlap
      expect(t.pitchX, t.id).toBeGreaterThanOrEqual(t.diameter);
      expect(t.pitchY, t.id).toBeGreaterThanOrEqual(t.diameter);
    }
  });

  it('fills as many pages as the count needs, each with at most a sheet of stickers', () => {
    const t = templateOf('uline-circular-075')!;
    const pages = stickerSheets(content, t, perSheet(t) + 12);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.match(/<use /g)).toHaveLength(108);
    expect(pages[1]!.match(/<use /g)).toHaveLength(12);
    expect(stickerSheets(content, templateOf('blank-full-000')!, 3)).toHaveLength(3);
  });

  it('puts ten product cards on a sheet, each MSRP given', () => {
    const cards = Array.from({ length: 11 }, (_, i) => ({
      productName: `P${i}`,
      brandName: 'B',
      productType: 'Indoor',
      category: 'Flower',
      msrp: 10 + i,
    }));
    const pages = productCardSheets(cards);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.match(/MSRP \$/g)).toHaveLength(10);
    expect(pages[1]).toContain('MSRP $20.00');
  });
});

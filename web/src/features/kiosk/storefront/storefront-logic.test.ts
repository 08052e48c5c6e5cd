import { describe, expect, it } from 'vitest';
import type { KioskCard } from '#shared/schemas/kiosk';
import { activeFilters, filterCards, NO_FILTERS, normalize, type CardFilters } from './filter.ts';
import { inStock, potencyText, priceText, safetyPass, stockText } from './card-facts.ts';
import { applyPatch, planRefresh } from './refresh.ts';

const card = (n: number, over: Partial<KioskCard> = {}): KioskCard => ({
  _id: n.toString(16).padStart(24, '0'),
  name: `Product ${n}`,
  brand: { _id: 'b'.repeat(24), name: 'House' },
  productCategory: 'Flower',
  productType: 'Indoor',
  strain: 'Not Available',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('the local filter', () => {
  const cards = [
    card(1, { name: "Ringo's Gift", strain: "Ringo's Gift", brand: { _id: 'b'.repeat(24), name: 'Morning Fern' } }),
    card(2, { name: 'Gelato', strain: 'Gelato', brand: { _id: 'c'.repeat(24), name: 'Sun Valley Select' } }),
    card(3, { name: 'Harlequin Live Resin', strain: 'Harlequin', productCategory: 'Extract/Concentrate' }),
  ];
  it('ignores case and non-word characters, and matches name, strain or brand', () => {
    expect(normalize("Ringo's Gift!")).toBe('ringosgift');
    expect(filterCards(cards, 'RINGOS g', null).map((c) => c.name)).toEqual(["Ringo's Gift"]);
    expect(filterCards(cards, 'sun-valley', null).map((c) => c.name)).toEqual(['Gelato']);
    expect(filterCards(cards, 'harleq', null).map((c) => c.name)).toEqual(['Harlequin Live Resin']);
    expect(filterCards(cards, 'nothing like it', null)).toEqual([]);
  });
  it('shows everything for text under 3 characters without a category; a category narrows by any text', () => {
    expect(filterCards(cards, 'ge', null)).toHaveLength(3);
    expect(filterCards(cards, '', 'Extract/Concentrate').map((c) => c.name)).toEqual(['Harlequin Live Resin']);
    expect(filterCards(cards, 'ge', 'Flower').map((c) => c.name)).toEqual(['Gelato']);
    expect(filterCards(cards, 'gi', 'Flower').map((c) => c.name)).toEqual(["Ringo's Gift"]);
  });
});

const result = (thcTotal: number, cbdTotal = 0.1, d8Thc?: number) => ({
  _id: 'e'.repeat(24),
  strain: 'Gelato',
  thcTotal,
  ...(d8Thc ? { d8Thc } : {}),
  cbdTotal,
  cbg: 0,
  cbn: 0,
  cbc: 0,
  thcV: 0,
  myrcene: 0,
  alphaPinene: 0,
  betaPinene: 0,
  caryophyllene: 0,
  humulene: 0,
  limonene: 0,
  linalool: 0,
  ocimene: 0,
  terpinolene: 0,
});

describe('the ranges, in-stock only and featured first', () => {
  const cards = [
    card(1, { name: 'Low', testResult: result(12), price: { amount: 25, unit: 'eighth' } }),
    card(2, { name: 'Strong', testResult: result(28), price: { amount: 55, unit: 'eighth' }, stock: 3 }),
    card(3, { name: 'Gone', testResult: result(22), price: { amount: 40, unit: 'eighth' }, stock: 'out' }),
    card(4, { name: 'Untested', price: { amount: 10, unit: 'each' }, featured: true }),
    card(5, { name: 'Unpriced', testResult: result(20), stock: 'unavailable' }),
    card(6, { name: 'Delta', testResult: result(5, 0, 59), price: { amount: 30, unit: 'gram' } }),
  ];
  const names = (f: Partial<CardFilters>, text = '', category: string | null = null) =>
    filterCards(cards, text, category, { ...NO_FILTERS, ...f }).map((c) => c.name);

  it('puts featured products first, the rest in the inventory order', () => {
    expect(names({})).toEqual(['Untested', 'Low', 'Strong', 'Gone', 'Unpriced', 'Delta']);
  });
  it('keeps a THC range, counting delta-8 as the badge does; a product without a result is outside any range', () => {
    expect(names({ thc: { min: 20, max: null } })).toEqual(['Strong', 'Gone', 'Unpriced', 'Delta']);
    expect(names({ thc: { min: 15, max: 25 } })).toEqual(['Gone', 'Unpriced']);
    expect(names({ thc: { min: null, max: 15 } })).toEqual(['Low']);
  });
  it('keeps a price range; a product without a price is outside any range', () => {
    expect(names({ price: { min: 20, max: 40 } })).toEqual(['Low', 'Gone', 'Delta']);
    expect(names({ price: { min: 50, max: null } })).toEqual(['Strong']);
  });
  it('keeps only what a shopper can take home with in-stock only', () => {
    expect(names({ inStockOnly: true })).toEqual(['Untested', 'Low', 'Strong', 'Delta']);
    expect(inStock(cards[2]!)).toBe(false);
    expect(inStock(cards[4]!)).toBe(false);
  });
  it('combines the filters with a category and lets short text narrow once one is on', () => {
    expect(names({ inStockOnly: true, price: { min: 20, max: null } }, 'st')).toEqual(['Strong']);
    expect(names({}, 'st')).toHaveLength(6);
    expect(names({ thc: { min: 10, max: null } }, '', 'Edible')).toEqual([]);
    expect(activeFilters({ ...NO_FILTERS, inStockOnly: true, thc: { min: 1, max: null } })).toBe(2);
    expect(activeFilters(NO_FILTERS)).toBe(0);
  });
});

describe('what a card says a shopper decides by', () => {
  it('prints potency as the market does, delta-8 beside delta-9', () => {
    expect(potencyText(card(1, { testResult: result(22.44, 0.06) }))).toBe('Total THC 22.4% · CBD 0.1%');
    expect(potencyText(card(1, { testResult: result(5.92, 0, 58.97) }))).toBe('Total THC 5.9% + Δ8 59% · CBD 0%');
    expect(potencyText(card(1))).toBeUndefined();
  });
  it('prints the price by its unit', () => {
    expect(priceText(card(1, { price: { amount: 35, unit: 'eighth' } }))).toBe('$35 / eighth');
    expect(priceText(card(1, { price: { amount: 17.5, unit: 'each' } }))).toBe('$17.50 each');
    expect(priceText(card(1, { price: { amount: 180, unit: 'half' } }))).toBe('$180 / half oz');
    expect(priceText(card(1))).toBeUndefined();
  });
  it('says a low count, out of stock and unavailable, and nothing for plenty', () => {
    expect(stockText(card(1, { stock: 3 }))).toEqual({ text: 'Only 3 left', out: false });
    expect(stockText(card(1, { stock: 5 }))).toEqual({ text: 'Only 5 left', out: false });
    expect(stockText(card(1, { stock: 6 }))).toBeUndefined();
    expect(stockText(card(1, { stock: 'out' }))).toEqual({ text: 'Out of stock', out: true });
    expect(stockText(card(1, { stock: 'unavailable' }))).toEqual({ text: 'Unavailable', out: true });
    expect(stockText(card(1))).toBeUndefined();
  });
  it("shows the safety tests' pass only when nothing failed", () => {
    expect(safetyPass(card(1, { safety: { pesticides: 'pass', heavyMetals: 'not tested' } }))).toBe(
      '✓ Passed pesticides',
    );
    expect(safetyPass(card(1, { safety: { heavyMetals: 'pass', microbials: 'pass' } }))).toBe('✓ Passed safety tests');
    expect(safetyPass(card(1, { safety: { pesticides: 'pass', microbials: 'fail' } }))).toBeUndefined();
    expect(safetyPass(card(1, { safety: { mycotoxins: 'not tested' } }))).toBeUndefined();
    expect(safetyPass(card(1))).toBeUndefined();
  });
});

describe('the idle refresh plan', () => {
  const shown = [card(1), card(2), card(3), card(4), card(5), card(6), card(7)];
  const pairs = Object.fromEntries(shown.map((c) => [c._id, c.updatedAt]));
  const later = '2026-02-01T00:00:00.000Z';
  it('does nothing when nothing changed', () => {
    expect(planRefresh(shown, pairs)).toEqual({ kind: 'none' });
  });
  it('fetches the changed and new ones and drops the removed ones, up to 5', () => {
    const { [card(7)._id]: _gone, ...rest } = pairs;
    const next = { ...rest, [card(1)._id]: later, [card(9)._id]: later };
    expect(planRefresh(shown, next)).toEqual({
      kind: 'patch',
      changed: [card(1)._id, card(9)._id],
      removed: [card(7)._id],
    });
    const patched = applyPatch(shown, [card(1, { updatedAt: later, name: 'New name' }), card(9)], [card(7)._id]);
    expect(patched.map((c) => c.name)).toEqual([
      'Product 9',
      'New name',
      ...[2, 3, 4, 5, 6].map((n) => `Product ${n}`),
    ]);
  });
  it('reloads everything above 5 changes, removals included', () => {
    const five = { ...pairs };
    for (const c of shown.slice(0, 5)) five[c._id] = later;
    expect(planRefresh(shown, five).kind).toBe('patch');
    const six = { ...five };
    delete six[card(6)._id];
    expect(planRefresh(shown, six)).toEqual({ kind: 'reload' });
  });
});

import { describe, expect, it } from 'vitest';
import type { KioskCard } from '#shared/schemas/kiosk';
import { filterCards, normalize } from './filter.ts';
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

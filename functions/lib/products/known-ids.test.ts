import { describe, expect, it, vi } from 'vitest';
import { newId } from '#lib/base/ids';

// The table's answers to the filter's loads: the ids it holds, or a failure.
const table = vi.hoisted(() => ({ ids: [] as string[], fail: false, loads: 0 }));
vi.mock('#lib/products/store', () => ({
  allProductIds: async () => {
    table.loads++;
    if (table.fail) throw new Error('table unavailable');
    return [...table.ids];
  },
}));
const { mayBeProduct, KNOWN_IDS_MARGIN_MS, KNOWN_IDS_RELOAD_MS } = await import('./known-ids.ts');

const DAY_MS = 86_400_000;
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the product id existence filter', () => {
  it('lets every id through until a load succeeds, and retries a failed load only after its interval', async () => {
    const t = Date.now();
    table.fail = true;
    const old = newId(t - 100 * DAY_MS);
    expect(mayBeProduct(old, t)).toBe(true);
    await settle();
    expect(mayBeProduct(old, t + 1000)).toBe(true);
    expect(table.loads).toBe(1);
    table.fail = false;
    table.ids = [old];
    expect(mayBeProduct(old, t + KNOWN_IDS_RELOAD_MS)).toBe(true);
    expect(table.loads).toBe(2);
    await settle();
  });

  it('turns away an old id it does not hold, and always lets through an id made since its load', async () => {
    const t = Date.now() + 10 * KNOWN_IDS_RELOAD_MS;
    const held = newId(t - 100 * DAY_MS);
    table.ids = [held];
    mayBeProduct(held, t); // the reload
    await settle();
    expect(mayBeProduct(held, t)).toBe(true);
    expect(mayBeProduct(newId(t - 100 * DAY_MS), t)).toBe(false);
    expect(mayBeProduct(newId(t - KNOWN_IDS_MARGIN_MS - 1000), t)).toBe(false);
    // a product created after the load: its id is newer than what the filter decides
    expect(mayBeProduct(newId(t - KNOWN_IDS_MARGIN_MS + 1000), t)).toBe(true);
    expect(mayBeProduct(newId(t + 5000), t + 5000)).toBe(true);
  });

  it('takes in a product of an old id written since, at its next reload', async () => {
    const t = Date.now() + 20 * KNOWN_IDS_RELOAD_MS;
    const late = newId(t - 50 * DAY_MS);
    mayBeProduct(late, t - 1); // the reload
    await settle();
    expect(mayBeProduct(late, t)).toBe(false);
    table.ids = [...table.ids, late];
    mayBeProduct(late, t + KNOWN_IDS_RELOAD_MS);
    await settle();
    expect(mayBeProduct(late, t + KNOWN_IDS_RELOAD_MS)).toBe(true);
  });
});

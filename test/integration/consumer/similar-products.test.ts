import { describe, expect, inject, it } from 'vitest';
import { demo } from '#test/support/ids';
import { setProduct } from '#test/support/data/products';

const base = inject('baseUrl');

interface Entry {
  distance: number;
  targetTest: { _id: string };
  lot: { product: { _id: string; name: string; cleanUrl: string } };
}
const comps = async (testId: string) =>
  (await (await fetch(`${base}/api/consumer/productComps/${testId}`)).json()) as Entry[];

describe('similar products', () => {
  it('answers the nearest available products by profile, nearest first, never the product itself', async () => {
    const list = await comps(demo.test(0));
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list.map((e) => e.lot.product._id)).not.toContain(demo.blueDream);
    const distances = list.map((e) => e.distance);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    for (const e of list) {
      const p = (await (await fetch(`${base}/api/consumer/product/${e.lot.product._id}`)).json()) as {
        available: boolean;
        active?: boolean;
      };
      expect(p.available).toBe(true);
    }
    expect(await comps(demo.unknownId)).toEqual([]);
  });

  it('drops a product from every answer once it leaves the shelves, and brings it back', async () => {
    const list = await comps(demo.test(0));
    const leaving = list[0]!.lot.product._id;
    await setProduct(leaving, { available: false });
    await expect
      .poll(async () => (await comps(demo.test(0))).map((e) => e.lot.product._id), { interval: 200 })
      .not.toContain(leaving);
    await setProduct(leaving, { available: true });
    await expect
      .poll(async () => (await comps(demo.test(0))).map((e) => e.lot.product._id), { interval: 200 })
      .toContain(leaving);
  });
});

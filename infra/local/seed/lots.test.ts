import { describe, expect, it } from 'vitest';
import { lotSchema } from '#shared/schemas/catalog';
import { testResultSchema } from '#shared/schemas/test-result';
import { isPrintable } from '#shared/printing/printable';
import { buildDemoData } from './demo-data.ts';
import { demoLots } from './lots.ts';

const data = buildDemoData();
const { lots, tests } = demoLots(data);
const producer = data.clients.find((c) => c.type === 'producer')!;

describe('the demo lots', () => {
  it('are valid lots and results of the demo producer, with ids of their own', () => {
    for (const l of lots) expect(lotSchema.parse(l).owner._id).toBe(producer._id);
    for (const t of tests) expect(testResultSchema.parse(t).dataOwner).toBe(producer._id);
    const taken = new Set([...data.lots, ...data.tests].map((x) => x._id));
    expect([...lots, ...tests].filter((x) => taken.has(x._id))).toEqual([]);
  });

  it('cut shipments, old and current, and distribution lots from its parent lots', () => {
    const parents = new Map(data.lots.map((l) => [l._id, l]));
    const children = lots.filter((l) => l.lotType !== 'parentLot');
    for (const c of children) expect(parents.get(c.parentLot!)?.owner._id).toBe(producer._id);
    const shipments = children.filter((l) => l.lotType === 'shipment');
    expect(shipments.some((l) => !l.available)).toBe(true);
    expect(shipments.some((l) => l.available)).toBe(true);
    expect(children.some((l) => l.lotType === 'distribution' && l.dispensary)).toBe(true);
  });

  it('add printable tested parent lots that no product names yet', () => {
    const fresh = lots.filter((l) => l.lotType === 'parentLot');
    expect(fresh.length).toBeGreaterThan(0);
    for (const l of fresh) {
      expect(isPrintable(l)).toBe(true);
      expect(l.product).toBeUndefined();
      expect(tests.map((t) => t._id)).toContain(l.testResult);
    }
  });
});

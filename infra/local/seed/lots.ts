import type { Lot } from '#shared/schemas/catalog';
import type { TestResult } from '#shared/schemas/test-result';
import { makeId, type buildDemoData } from './demo-data.ts';

// The lots pages' demo data (docs/client-lots.md), for the demo producer (the first producer
// company): shipments and distribution lots cut from its products' parent lots, some of them old,
// and two tested parent lots no product uses yet, for the product form's latest-lot choice and the
// welcome wizard's step 3. Ids of kind 21, apart from the catalogue's.

type DemoData = ReturnType<typeof buildDemoData>;

const at = (days: number) => new Date(Date.UTC(2026, 9, 1) + days * 86400_000).toISOString();

export function demoLots(data: DemoData): { lots: Lot[]; tests: TestResult[] } {
  const producer = data.clients.find((c) => c.type === 'producer')!;
  const dispensaries = data.clients.filter((c) => c.type === 'dispensary');
  const me = { _id: producer._id, name: producer.name };
  const parents = data.lots.filter((l) => l.owner._id === producer._id && l.lotType === 'parentLot');
  const lots: Lot[] = [];
  const tests: TestResult[] = [];
  let n = 0;
  // eight shipments over the first four parent lots; the two oldest are done (old shipments)
  for (let i = 0; i < 8; i++, n++) {
    const parent = parents[i % 4]!;
    lots.push({
      _id: makeId(21, n),
      s2sId: `SHIP-${(4_410_000 + n * 37).toString()}`,
      lotType: 'shipment',
      ...(parent.product ? { product: parent.product } : {}),
      producer: me,
      owner: me,
      parentLot: parent._id,
      ...(i % 3 !== 2 ? { dispensary: dispensaries[i % dispensaries.length]!._id } : {}),
      available: i >= 2,
      createdAt: at(i * 3),
      updatedAt: at(i * 3),
    });
  }
  // a distribution lot to each of the first two dispensaries
  for (let i = 0; i < 2; i++, n++) {
    const parent = parents[i]!;
    lots.push({
      _id: makeId(21, n),
      s2sId: `DIST-${(7_100_000 + n * 53).toString()}`,
      lotType: 'distribution',
      ...(parent.product ? { product: parent.product } : {}),
      producer: me,
      owner: me,
      parentLot: parent._id,
      dispensary: dispensaries[i]!._id,
      available: true,
      createdAt: at(30 + i),
      updatedAt: at(30 + i),
    });
  }
  // two new harvests, tested, not yet any product's: a copy of a catalogue result each, retested
  const sources = data.tests.filter((t) => t.dataOwner === producer._id).slice(0, 2);
  sources.forEach((source, i) => {
    const testId = makeId(21, 100 + i);
    const lotId = makeId(21, 200 + i);
    tests.push({
      ...source,
      _id: testId,
      lotId,
      testDate: at(40 + i).slice(0, 10),
      tracabilityParentLotId: `P${(9_500_000 + i * 31).toString()}`,
      createdAt: at(41 + i),
      updatedAt: at(41 + i),
    });
    lots.push({
      _id: lotId,
      s2sId: `WA${(2_000_000_000 + i * 4_321).toString()}`,
      lotType: 'parentLot',
      producer: me,
      owner: me,
      testResult: testId,
      available: true,
      createdAt: at(41 + i),
      updatedAt: at(41 + i),
    });
  });
  return { lots, tests };
}

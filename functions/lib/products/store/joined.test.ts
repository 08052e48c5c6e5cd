import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lot, Product } from '#shared/schemas/catalog';
import type { TestResult } from '#shared/schemas/test-result';
import { ddb } from '#lib/table/dynamodb';
import { joinLots, joinProducts } from './joined.ts';
import { brandKey } from '#lib/brands/keys';

// The join against a stand-in for BatchGetItem that records every request and can leave keys
// unprocessed, as DynamoDB does under throttling or past 16 MB of answer.

type Item = Record<string, unknown>;
const TABLE = 'join-test';
const id = (n: number) => n.toString(16).padStart(24, '0');

const product = (n: number, latestLot?: string) =>
  ({
    _id: id(n),
    name: `P${n}`,
    cleanUrl: `p-${n}`,
    brand: { _id: id(9000), name: 'B' },
    ...(latestLot ? { latestLot } : {}),
  }) as unknown as Product;
const lot = (n: number, fields: Partial<Lot>) => ({ _id: id(n), ...fields }) as unknown as Lot;
const test = (n: number) => ({ _id: id(n), thc: n }) as unknown as TestResult;

let items: Map<string, Item>;
let requests: string[][];
/** Called with each request's keys; answers the keys to hand back unprocessed. */
let unprocessed: (keys: string[]) => string[];

const put = (prefix: string, item: { _id: string }) =>
  items.set(`${prefix}#${item._id}`, { ...item, pk: `${prefix}#${item._id}`, sk: '#META' });

beforeEach(() => {
  process.env.TABLE_NAME = TABLE;
  items = new Map();
  requests = [];
  unprocessed = () => [];
  vi.spyOn(ddb, 'send').mockImplementation((async (command: {
    constructor: { name: string };
    input: { RequestItems: Record<string, { Keys: Item[] }> };
  }) => {
    if (command.constructor.name !== 'BatchGetCommand') throw new Error(`unexpected ${command.constructor.name}`);
    const keys = command.input.RequestItems[TABLE]!.Keys.map((k) => String(k.pk));
    requests.push(keys);
    const left = new Set(unprocessed(keys));
    const answered = keys.filter((k) => !left.has(k)).flatMap((k) => items.get(k) ?? []);
    return {
      Responses: { [TABLE]: answered },
      ...(left.size ? { UnprocessedKeys: { [TABLE]: { Keys: [...left].map((pk) => ({ pk, sk: '#META' })) } } } : {}),
    };
  }) as never);
});

afterEach(() => vi.restoreAllMocks());

describe('joinProducts', () => {
  it('joins each product to its latest lot and that lot’s result, a distribution lot to its parent’s result', async () => {
    put('PRODUCT', product(1, id(101)));
    put('PRODUCT', product(2, id(102))); // a distribution lot: its parent holds the result
    put('PRODUCT', product(3)); // no lot yet
    put('PRODUCT', product(4, id(104))); // a lot without a result
    put('LOT', lot(101, { testResult: id(201) }));
    put('LOT', lot(102, { parentLot: id(103) }));
    put('LOT', lot(103, { testResult: id(203) }));
    put('LOT', lot(104, {}));
    put('TEST', test(201));
    put('TEST', test(203));

    const joined = await joinProducts([id(2), id(1), id(3), id(4), id(5)]);

    expect([...joined.keys()]).toEqual([id(2), id(1), id(3), id(4)]); // the order given, the unknown id left out
    expect(joined.get(id(1))!.lot).toMatchObject({ _id: id(101), testResult: { _id: id(201) } });
    expect(joined.get(id(2))!.lot).toMatchObject({ _id: id(102), parentLot: id(103), testResult: { _id: id(203) } });
    expect(joined.get(id(3))).toEqual({ product: product(3) });
    expect(joined.get(id(4))!.lot).toEqual({ _id: id(104), testResult: undefined });
    // one round per step: products, their brands beside their lots, parent lots, results
    expect(requests.map((r) => r[0]!.split('#')[0])).toEqual(['PRODUCT', 'BRAND', 'LOT', 'LOT', 'TEST']);
  });

  it("names each product's brand as its brand item does now, so a renamed brand reads renamed", async () => {
    put('PRODUCT', product(1));
    put('PRODUCT', { ...product(2), brand: { _id: id(9001), name: 'Gone' } } as Product);
    put('BRAND', { _id: id(9000), name: 'Renamed' } as { _id: string });
    const joined = await joinProducts([id(1), id(2)]);
    expect(joined.get(id(1))!.product.brand).toEqual({ _id: id(9000), name: 'Renamed' });
    // a brand item that is gone leaves the copied name
    expect(joined.get(id(2))!.product.brand).toEqual({ _id: id(9001), name: 'Gone' });
  });

  it('takes products it is given without reading them again', async () => {
    put('LOT', lot(101, { testResult: id(201) }));
    put('TEST', test(201));
    const joined = await joinProducts([product(1, id(101))]);
    expect(joined.get(id(1))!.lot!.testResult).toEqual(test(201));
    expect(requests.flat().some((k) => k.startsWith('PRODUCT#'))).toBe(false);
  });

  it('asks at most 100 keys a call, so 250 products take three calls per step', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    for (const n of ids) {
      put('PRODUCT', product(n, id(10_000 + n)));
      put('LOT', lot(10_000 + n, { testResult: id(20_000 + n) }));
      put('TEST', test(20_000 + n));
    }
    const joined = await joinProducts(ids.map(id));
    expect(joined.size).toBe(250);
    expect(
      [...joined.values()].every((j) => j.lot?.testResult?._id === id(20_000 + Number.parseInt(j.product._id, 16))),
    ).toBe(true);
    expect(Math.max(...requests.map((r) => r.length))).toBe(100);
    // and one call for their one brand
    expect(requests.map((r) => r.length)).toEqual([100, 100, 50, 1, 100, 100, 50, 100, 100, 50]);
  });

  it('asks again for the keys DynamoDB leaves unprocessed, and only those', async () => {
    for (const n of [1, 2, 3]) {
      put('PRODUCT', product(n, id(100 + n)));
      put('LOT', lot(100 + n, { testResult: id(200 + n) }));
      put('TEST', test(200 + n));
    }
    const refused = new Set<string>();
    // every step's first request gets two of its keys handed back, once
    unprocessed = (keys) => {
      const prefix = keys[0]!.split('#')[0]!;
      if (refused.has(prefix)) return [];
      refused.add(prefix);
      return keys.slice(0, 2);
    };
    const joined = await joinProducts([id(1), id(2), id(3)]);
    expect([...joined.values()].map((j) => j.lot?.testResult?._id)).toEqual([id(201), id(202), id(203)]);
    const steps = requests.filter((r) => !r[0]!.startsWith('BRAND#'));
    expect(steps.map((r) => r.length)).toEqual([3, 2, 3, 2, 3, 2]);
    expect(steps[1]).toEqual(steps[0]!.slice(0, 2));
    // the brand's one key, refused once, asked again
    expect(requests.filter((r) => r[0]!.startsWith('BRAND#'))).toEqual([
      [brandKey(id(9000)).pk],
      [brandKey(id(9000)).pk],
    ]);
  });

  it('fails, rather than answering part of the join, when keys stay unprocessed', async () => {
    put('PRODUCT', product(1));
    unprocessed = (keys) => keys;
    await expect(joinProducts([id(1)])).rejects.toThrow(/unprocessed/);
  });
});

describe('joinLots', () => {
  it('resolves each lot’s result and leaves unknown lots out', async () => {
    put('LOT', lot(101, { testResult: id(201) }));
    put('TEST', test(201));
    const joined = await joinLots([id(101), id(999)]);
    expect([...joined.keys()]).toEqual([id(101)]);
    expect(joined.get(id(101))!.testResult).toEqual(test(201));
  });
});

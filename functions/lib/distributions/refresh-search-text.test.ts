import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ddb } from '#lib/table/dynamodb';
import { refreshSearchTextOf, settleSearchText } from './refresh-search-text.ts';

// The reads a refresh makes, against a stand-in for the table that records every command: DynamoDB
// Local always reads consistently, so only here can a test see that the refresh asks the cloud to.

type Item = Record<string, unknown>;
const TABLE = 'refresh-test';
const PRODUCT = '0000000000000000000000a1';
const BRAND = '0000000000000000000000b1';

let sent: { name: string; input: Item }[];
let entries: Item[];

beforeEach(() => {
  process.env.TABLE_NAME = TABLE;
  sent = [];
  entries = [{ product: PRODUCT, dispensary: 'd1', searchText: 'tidal gem harbor light blue dream' }];
  vi.spyOn(ddb, 'send').mockImplementation((async (command: { constructor: { name: string }; input: Item }) => {
    sent.push({ name: command.constructor.name, input: command.input });
    switch (command.constructor.name) {
      case 'BatchGetCommand': {
        const keys = (command.input.RequestItems as Record<string, { Keys: Item[] }>)[TABLE]!.Keys;
        const answers = keys.map((k) =>
          String(k.pk).startsWith('PRODUCT#')
            ? // the product's copy of its brand's name lags the brand item
              { _id: PRODUCT, name: 'Tidal Gem', strain: 'Blue Dream', brand: { _id: BRAND, name: 'Harbor Light' } }
            : { _id: BRAND, name: 'Beacon Ridge' },
        );
        return { Responses: { [TABLE]: answers } };
      }
      case 'QueryCommand':
        return { Items: entries };
      case 'UpdateCommand':
        return {};
      default:
        throw new Error(`unexpected ${command.constructor.name}`);
    }
  }) as never);
});

afterEach(() => vi.restoreAllMocks());

describe('refreshSearchTextOf', () => {
  it("reads the product and its brand consistently and writes the brand item's name", async () => {
    await refreshSearchTextOf([PRODUCT]);
    const reads = sent.filter((s) => s.name === 'BatchGetCommand');
    expect(reads).toHaveLength(2);
    for (const r of reads)
      expect((r.input.RequestItems as Record<string, Item>)[TABLE]).toMatchObject({ ConsistentRead: true });
    const writes = sent.filter((s) => s.name === 'UpdateCommand');
    expect(writes).toHaveLength(1);
    expect(Object.values(writes[0]!.input.ExpressionAttributeValues as Item)).toContain(
      'tidal gem beacon ridge blue dream',
    );
  });

  it('writes nothing to an entry already current', async () => {
    entries = [{ product: PRODUCT, dispensary: 'd1', searchText: 'tidal gem beacon ridge blue dream' }];
    await refreshSearchTextOf([PRODUCT]);
    expect(sent.filter((s) => s.name === 'UpdateCommand')).toEqual([]);
  });
});

describe('settleSearchText', () => {
  it('rewrites a new entry whose text was read before a rename, and leaves a current one', async () => {
    await settleSearchText(PRODUCT, 'd1', 'tidal gem harbor light blue dream');
    const writes = sent.filter((s) => s.name === 'UpdateCommand');
    expect(writes).toHaveLength(1);
    expect(writes[0]!.input.Key).toMatchObject({ pk: `PRODUCT#${PRODUCT}` });
    expect(Object.values(writes[0]!.input.ExpressionAttributeValues as Item)).toContain(
      'tidal gem beacon ridge blue dream',
    );
    sent = [];
    await settleSearchText(PRODUCT, 'd1', 'tidal gem beacon ridge blue dream');
    expect(sent.filter((s) => s.name === 'UpdateCommand')).toEqual([]);
    expect(sent.filter((s) => s.name === 'QueryCommand')).toEqual([]);
  });
});

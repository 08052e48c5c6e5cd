import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ddb } from '#lib/table/dynamodb';
import { memoryTable } from '#test/support/memory-table';
import { counterKey } from '#lib/clients/keys';

// The counters worker on stream events shaped like the sample in events/: inserts and removes
// count, a soft delete takes a product away, an owner change moves it, a redelivered record counts
// once, a record that is no item is reported and counts nothing; users are counted platform-wide.

const { handler } = await import('./count-client-items.ts');

const sample = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', '..', 'events', 'stream', 'product-modify.json'), 'utf8'),
  ) as DynamoDBStreamEvent
).Records[0]!;
const context = {
  awsRequestId: 'req',
  functionName: 'count-client-items',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

const A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
let seq = 0;
const record = (
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  oldImage: Record<string, unknown> | undefined,
  newImage: Record<string, unknown> | undefined,
): DynamoDBRecord => {
  const sequence = String(++seq);
  return {
    ...sample,
    eventID: `event-${sequence}`,
    eventName,
    dynamodb: {
      ...sample.dynamodb,
      SequenceNumber: sequence,
      NewImage: newImage && (marshall(newImage) as never),
      OldImage: oldImage && (marshall(oldImage) as never),
    },
  };
};
// each counted item is counted by its id: these tests name theirs
const product = (producer: string, active = true, _id = 'p1') => ({
  _id,
  entity: 'product',
  producer,
  active,
  name: 'x',
});

let table: ReturnType<typeof memoryTable>;
const count = (client: string, kind: string) => table.get(counterKey(client, kind))?.count;

beforeEach(() => {
  Object.assign(process.env, { TABLE_NAME: 'unit' });
  table = memoryTable();
  vi.clearAllMocks();
});

describe('count-client-items', () => {
  it('counts inserts and removes of products, brands and test results per company', async () => {
    const event = {
      Records: [
        record('INSERT', undefined, product(A, true, 'p1')),
        record('INSERT', undefined, product(A, true, 'p2')),
        record('INSERT', undefined, { _id: 'b1', entity: 'brand', producer: A }),
        record('INSERT', undefined, { _id: 't1', entity: 'testResult', dataOwner: B }),
        record('REMOVE', product(A, true, 'p2'), undefined),
      ],
    };
    expect(await handler(event, context)).toEqual({ batchItemFailures: [] });
    expect([count(A, 'products'), count(A, 'brands'), count(B, 'tests'), count(B, 'products')]).toEqual([
      1,
      1,
      1,
      undefined,
    ]);
  });

  it('takes a soft-deleted product away, gives a restored one back and moves one whose owner changes', async () => {
    await handler({ Records: [record('INSERT', undefined, product(A))] }, context);
    await handler({ Records: [record('MODIFY', product(A), product(A, false))] }, context);
    expect(count(A, 'products')).toBe(0);
    await handler({ Records: [record('MODIFY', product(A, false), product(A))] }, context);
    expect(count(A, 'products')).toBe(1);
    // a rename changes nothing
    await handler({ Records: [record('MODIFY', product(A), { ...product(A), name: 'y' })] }, context);
    expect(count(A, 'products')).toBe(1);
    await handler({ Records: [record('MODIFY', product(A), product(B))] }, context);
    expect([count(A, 'products'), count(B, 'products')]).toEqual([0, 1]);
    // removing a deleted product changes nothing
    await handler({ Records: [record('REMOVE', product(B, false), undefined)] }, context);
    expect(count(B, 'products')).toBe(1);
  });

  it('keeps the user count: a user created adds one, a change to a user none, a deletion takes one', async () => {
    const user = (email: string, adminUser = false) => ({
      _id: email,
      entity: 'user',
      email,
      adminUser,
      clientAssignment: A,
    });
    const users = () => table.items.get('COUNT#users|#META')?.count;
    const created = record('INSERT', undefined, user('a@x.test'));
    await handler({ Records: [created, record('INSERT', undefined, user('b@x.test'))] }, context);
    expect(users()).toBe(2);
    await handler({ Records: [record('MODIFY', user('a@x.test'), user('a@x.test', true))] }, context);
    await handler({ Records: [created] }, context); // redelivered
    expect(users()).toBe(2);
    await handler({ Records: [record('REMOVE', user('b@x.test'), undefined)] }, context);
    expect(users()).toBe(1);
    // a user counts for no company's products, brands or tests
    expect([count(A, 'products'), count(A, 'brands'), count(A, 'tests')]).toEqual([undefined, undefined, undefined]);
  });

  it('counts an item once however its records arrive: the same insert as two records, a remove twice', async () => {
    const brand = { _id: 'b9', entity: 'brand', producer: A };
    await handler({ Records: [record('INSERT', undefined, brand), record('INSERT', undefined, brand)] }, context);
    expect(count(A, 'brands')).toBe(1);
    await handler({ Records: [record('REMOVE', brand, undefined), record('REMOVE', brand, undefined)] }, context);
    expect(count(A, 'brands')).toBe(0);
  });

  it('counts a redelivered record once', async () => {
    const event = { Records: [record('INSERT', undefined, { _id: 'b1', entity: 'brand', producer: A })] };
    expect(await handler(event, context)).toEqual({ batchItemFailures: [] });
    expect(await handler(event, context)).toEqual({ batchItemFailures: [] });
    expect(count(A, 'brands')).toBe(1);
  });

  it('reports a record that is no counted item and counts the others', async () => {
    const bad = record('INSERT', undefined, { entity: 'mail', to: 'x' });
    const good = record('INSERT', undefined, { _id: 'b1', entity: 'brand', producer: A });
    const result = await handler({ Records: [bad, good] }, context);
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: bad.dynamodb!.SequenceNumber }] });
    expect(count(A, 'brands')).toBe(1);
  });

  it('fails only the record whose write fails, and counts it once when the stream retries', async () => {
    const down = record('INSERT', undefined, { _id: 'b1', entity: 'brand', producer: B });
    const after = record('INSERT', undefined, { _id: 'b2', entity: 'brand', producer: A });
    // the table refuses the first write the batch makes (the claim of the first record)
    vi.mocked(ddb.send).mockImplementationOnce((async () => {
      throw new Error('table unavailable');
    }) as never);
    expect(await handler({ Records: [down, after] }, context)).toEqual({
      batchItemFailures: [{ itemIdentifier: down.dynamodb!.SequenceNumber }],
    });
    expect([count(B, 'brands'), count(A, 'brands')]).toEqual([undefined, 1]);
    expect(await handler({ Records: [down, after] }, context)).toEqual({ batchItemFailures: [] });
    expect([count(B, 'brands'), count(A, 'brands')]).toEqual([1, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { plausibleId } from '#lib/base/ids';
import { decodeCursor, encodeCursor, pageWithLookahead } from './page-cursor.ts';

const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const status = (f: () => unknown) => {
  try {
    f();
    return 200;
  } catch (e) {
    return (e as { statusCode?: number }).statusCode ?? 500;
  }
};

describe('decodeCursor', () => {
  const tagged = { index: 'gsi4' as const, partition: 'TAGGED' };

  it('takes back what encodeCursor gave out', () => {
    const key = { pk: 'PRODUCT#a', sk: '#META', gsi4pk: 'TAGGED', gsi4sk: 'blue dream#a' };
    expect(decodeCursor(encodeCursor(key)!, tagged)).toEqual(key);
    expect(decodeCursor(undefined, tagged)).toBeUndefined();
  });

  it("refuses with 400 anything but exactly the index's key in the partition being read", () => {
    for (const cursor of [
      'eyJnc2k0cGsiOiJUQUdHRUQifQ', // {"gsi4pk":"TAGGED"}, as reported
      enc({ pk: 'P', sk: 'S', gsi4pk: 'OTHER', gsi4sk: 'x' }),
      enc({ pk: 'P', sk: 'S', gsi4pk: 'TAGGED', gsi4sk: '' }),
      enc({ pk: 'P', sk: 'S', gsi4pk: 'TAGGED', gsi4sk: 'x', extra: 'y' }),
      enc({ pk: 'P', sk: 'S', gsi2pk: 'TAGGED', gsi2sk: 'x' }),
      enc({ pk: 'P', sk: 1, gsi4pk: 'TAGGED', gsi4sk: 'x' }),
      enc({ pk: 'P', sk: 'S', gsi4pk: 'TAGGED', gsi4sk: 'x'.repeat(1025) }),
      enc(['TAGGED']),
      enc(null),
      'bm90IGpzb24',
    ])
      expect(
        status(() => decodeCursor(cursor, tagged)),
        cursor,
      ).toBe(400);
  });

  it('holds a table query to its partition and sort-key prefix', () => {
    const scope = { partition: 'USER#me', sortPrefix: 'BINDER#' };
    expect(status(() => decodeCursor(enc({ pk: 'USER#me', sk: 'BINDER#p#Relaxing' }), scope))).toBe(200);
    expect(status(() => decodeCursor(enc({ pk: 'USER#you', sk: 'BINDER#p#Relaxing' }), scope))).toBe(400);
    expect(status(() => decodeCursor(enc({ pk: 'USER#me', sk: '#META' }), scope))).toBe(400);
  });
});

describe('pageWithLookahead', () => {
  const key = (i: number) => ({ pk: `P#${i}`, sk: '#META', gsi1pk: 'LIST', gsi1sk: `t${i}` });
  const item = (i: number) => ({ ...key(i), name: `n${i}` });
  const scope = { index: 'gsi1' as const, partition: 'LIST' };

  it('gives no cursor to a page that ends exactly where the partition ends', () => {
    // asked for 4, DynamoDB found 3 and names no key (asked for 3, it would have named the third)
    const page = pageWithLookahead({ Items: [1, 2, 3].map(item) }, 3, 'gsi1');
    expect(page.items).toHaveLength(3);
    expect(page.nextCursor).toBeNull();
  });

  it("shows the limit when one more came back, and the cursor names the page's last item's keys", () => {
    const page = pageWithLookahead({ Items: [1, 2, 3, 4].map(item), LastEvaluatedKey: key(4) }, 3, 'gsi1');
    expect(page.items.map((i) => i.name)).toEqual(['n1', 'n2', 'n3']);
    expect(decodeCursor(page.nextCursor!, scope)).toEqual(key(3));
  });

  it("keeps DynamoDB's key when the read stopped short of the limit", () => {
    const page = pageWithLookahead({ Items: [item(1)], LastEvaluatedKey: key(1) }, 3, 'gsi1');
    expect(decodeCursor(page.nextCursor!, scope)).toEqual(key(1));
    expect(pageWithLookahead({}, 3, 'gsi1')).toEqual({ items: [], nextCursor: null });
  });
});

describe('plausibleId', () => {
  const now = Date.UTC(2026, 10, 22);
  it('passes ids whose time part lies between 2009 and a day from now', () => {
    expect(plausibleId('5c43ba0000000000004c4b40', now)).toBe(true);
    expect(plausibleId(Math.floor(now / 1000).toString(16) + '0'.repeat(16), now)).toBe(true);
  });
  it('fails made-up ids from before 2009 or the future', () => {
    expect(plausibleId('ffffffffffffffffffffffff', now)).toBe(false);
    expect(plausibleId('000000000000000000000000', now)).toBe(false);
    expect(plausibleId(Math.floor(now / 1000 + 2 * 86400).toString(16) + '0'.repeat(16), now)).toBe(false);
  });
});

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Lot } from '#shared/schemas/catalog';
import { isPrintable } from '#shared/printing/printable';
import { clientLotsPartition } from '#lib/lots/keys';
import { getProducts, productsNamingLots } from '#lib/products/store';
import { getTestResults } from '#lib/test-results/store';
import { ddb, stripKeys, tableName } from '#lib/table/dynamodb';

/** How many parent lots the sticker picker offers: the newest 500 printable (a select needs them all, and they are small). */
const MAX_OPTIONS = 500;

/**
 * The client's printable parent lots (isPrintable: a result, not pending), newest change first
 * (gsi1 `CLIENT#c#LOTS#parentLot`), each named by its s2s id or sample lot, its product (its own,
 * else the product whose latest lot it is) or strain, and its test date. A lot that cannot be printed yet is not offered at all: the picker is for
 * printing, and the Parent/Test Lots table shows every lot with its status.
 */
export async function parentLotOptions(clientId: string) {
  const lots: Lot[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': clientLotsPartition(clientId, 'parentLot') },
        ScanIndexForward: false,
        Limit: MAX_OPTIONS,
        ExclusiveStartKey: start,
      }),
    );
    lots.push(...(r.Items ?? []).map((i) => stripKeys<Lot>(i)).filter(isPrintable));
    start = r.LastEvaluatedKey;
  } while (start && lots.length < MAX_OPTIONS);
  const shown = lots.slice(0, MAX_OPTIONS);
  const [tests, products, naming] = await Promise.all([
    getTestResults(shown.flatMap((l) => (l.testResult ? [l.testResult] : []))),
    getProducts(shown.flatMap((l) => (l.product ? [l.product] : []))),
    // a lot that names no product is named by the product whose latest lot it is, as the lot tables name it
    productsNamingLots(
      clientId,
      shown.flatMap((l) => (l.product ? [] : [l._id])),
    ),
  ]);
  const testById = new Map(tests.map((t) => [t._id, t]));
  const productById = new Map(products.map((p) => [p._id, p]));
  // a lot whose result item is gone has nothing to draw
  return shown.flatMap((l) => {
    const t = l.testResult ? testById.get(l.testResult) : undefined;
    if (!t) return [];
    const what = (l.product ? productById.get(l.product)?.name : naming.get(l._id)?.name) ?? t.strain;
    const lotName = l.s2sId ?? t.lotId ?? l._id.slice(-6);
    return [{ _id: l._id, name: [lotName, what, t.testDate].filter(Boolean).join(' · ') }];
  });
}

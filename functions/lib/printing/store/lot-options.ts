import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Lot } from '#shared/schemas/catalog';
import { isPrintable } from '#shared/printing/printable';
import { clientLotsPartition } from '#lib/lots/keys';
import { getProducts } from '#lib/products/store';
import { getTestResults } from '#lib/test-results/store';
import { ddb, stripKeys, tableName } from '#lib/table/dynamodb';

/** How many parent lots the sticker picker offers: the newest 500 (a select needs them all, and they are small). */
const MAX_OPTIONS = 500;

/**
 * The client's parent lots, newest change first (gsi1 `CLIENT#c#LOTS#parentLot`), each named by
 * its s2s id or sample lot, its product or strain, and its test date, and marked printable or not.
 */
export async function parentLotOptions(clientId: string) {
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': clientLotsPartition(clientId, 'parentLot') },
      ScanIndexForward: false,
      Limit: MAX_OPTIONS,
    }),
  );
  const lots = (r.Items ?? []).map((i) => stripKeys<Lot>(i));
  const [tests, products] = await Promise.all([
    getTestResults(lots.flatMap((l) => (l.testResult ? [l.testResult] : []))),
    getProducts(lots.flatMap((l) => (l.product ? [l.product] : []))),
  ]);
  const testById = new Map(tests.map((t) => [t._id, t]));
  const productById = new Map(products.map((p) => [p._id, p]));
  return lots.map((l) => {
    const t = l.testResult ? testById.get(l.testResult) : undefined;
    const what = (l.product && productById.get(l.product)?.name) ?? t?.strain ?? 'No test result';
    const lotName = l.s2sId ?? t?.lotId ?? l._id.slice(-6);
    return {
      _id: l._id,
      name: [lotName, what, t?.testDate].filter(Boolean).join(' · '),
      printable: isPrintable(l) && t !== undefined,
    };
  });
}

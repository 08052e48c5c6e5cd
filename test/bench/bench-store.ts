import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Product } from '#shared/schemas/catalog';
import type { DistributionRecord } from '#shared/schemas/distribution';
import { newId } from '#lib/base/ids';
import { ALL_CLIENTS, clientPartition } from '#lib/clients/keys';
import { distributionIndexes, distributionKey } from '#lib/distributions/keys';
import { TABLE_NAME } from '#infra/local/platform';
import { runPool } from '#web/features/client/products/pool.ts';

/**
 * A Pro store whose kiosk carries `products` (approved distribution entries, keyed as
 * #lib/distributions keys them), written straight to the table for the benches; answers its id.
 */
export async function benchStore(ddb: DynamoDBDocumentClient, name: string, products: Product[]) {
  const put = (Item: Record<string, unknown>) => ddb.send(new PutCommand({ TableName: TABLE_NAME, Item }));
  const store = newId();
  const now = new Date().toISOString();
  await put({
    pk: clientPartition(store),
    sk: '#META',
    entity: 'client',
    gsi1pk: 'CLIENTTYPE#dispensary',
    gsi1sk: `${name.toLowerCase()}#${store}`,
    gsi3pk: ALL_CLIENTS,
    gsi3sk: `${now}#${store}`,
    _id: store,
    name,
    type: 'dispensary',
    premiumEnabled: true,
    premiumLevel: 'pro',
    loyaltyEnabled: false,
    kioskConfig: { cartEnabled: true, pinSet: false },
    createdAt: now,
    updatedAt: now,
  });
  await runPool(products, 20, async (p) => {
    const entry: DistributionRecord = {
      product: p._id,
      producer: p.producer,
      dispensary: store,
      status: 'approved',
      createdAt: p.updatedAt,
      updatedAt: p.updatedAt,
    };
    await put({ ...entry, ...distributionKey(p._id, store), ...distributionIndexes(entry) });
  });
  return store;
}

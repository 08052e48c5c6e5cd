import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '#lib/base/ids';
import { freshCompany, memberOf } from '#test/support/producers';
import { TABLE, tableClient, useLocalTable } from '#test/support/table';
import { brandProductsPartition, clientProductsPartition, productPartition } from '#lib/products/keys';

// The two admin background jobs on a running local platform: a recalculation of the demo data
// (every derived item), then transferEntityProducts of 5,000 products from one company to another,
// each from the start call to the job reading done (the worker's batches through fauxqs). Medians of 3.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;
type Runtime = { url: string; stop: () => Promise<void> };

const PRODUCTS = 5_000;
const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function productsOf(table: ReturnType<typeof tableClient>, producer: string, brand: string) {
  const now = Date.now();
  const items = Array.from({ length: PRODUCTS }, (_, i) => {
    const id = newId();
    const at = new Date(now - i).toISOString();
    return {
      _id: id,
      name: `Bench Transfer ${i}`,
      brand: { _id: brand, name: 'House Brand' },
      productCategory: 'Flower',
      productType: 'Bud',
      strain: 'Blue Dream',
      available: false,
      active: true,
      tags: [],
      mediaGallery: [],
      producer,
      cleanUrl: `bench-transfer-${id}`,
      createdAt: at,
      updatedAt: at,
      pk: productPartition(id),
      sk: '#META',
      entity: 'product',
      gsi1pk: clientProductsPartition(producer),
      gsi1sk: `${at}#${id}`,
      gsi2pk: brandProductsPartition(brand),
      gsi2sk: `bench transfer ${i}#${id}`,
      gsi3pk: 'PRODUCTS',
      gsi3sk: `${at}#${id}`,
    };
  });
  for (let i = 0; i < items.length; i += 25)
    await table.send(
      new BatchWriteCommand({
        RequestItems: { [TABLE]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
}

export async function transferTimes(
  row: Row,
  startRuntime: (port: number, dir: string) => Promise<Runtime>,
  port: number,
  dir: string,
) {
  const rt = await startRuntime(port, dir);
  const table = tableClient(port + 10);
  // the builders (freshCompany, memberOf) write through the domains' stores, on this bench's table
  useLocalTable({}, port + 10);
  try {
    const admin = await memberOf(rt.url, { adminUser: true });
    const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean) => {
      for (;;) {
        const v = await read();
        if (done(v)) return v;
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const recalcs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t = performance.now();
      const start = await admin.post('/api/admin/recalc');
      if (start.status !== 200) throw new Error(`recalc start: ${start.status} ${JSON.stringify(start.body)}`);
      await until(
        async () => (await admin.get('/api/admin/recalc')).body.recalc,
        (r) => r._id === start.body.recalc._id && r.status !== 'running',
      );
      recalcs.push(performance.now() - t);
    }
    row(
      'recalc of the demo data (4 steps, start to done)',
      `${(median(recalcs) / 1000).toFixed(1)} s`,
      'reported',
      true,
    );
    const transfers: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const a = await freshCompany({ name: `Bench From ${run}` });
      const b = await freshCompany({ name: `Bench To ${run}` });
      await productsOf(table, a.id, a.brands[0]!);
      const t = performance.now();
      const start = await admin.post('/api/admin/transferEntityProducts', { from: a.id, to: b.id });
      if (start.status !== 200) throw new Error(`transfer start: ${start.status} ${JSON.stringify(start.body)}`);
      const end = await until(
        async () => (await admin.get(`/api/admin/productTransfers/${start.body.transfer._id}`)).body.transfer,
        (j) => j.status !== 'running',
      );
      transfers.push(performance.now() - t);
      if (end.status !== 'done' || end.moved !== PRODUCTS)
        throw new Error(`transfer ended ${end.status} with ${end.moved} of ${PRODUCTS} moved`);
    }
    row(
      `transferEntityProducts of ${PRODUCTS.toLocaleString('en-US')} products (start to done)`,
      `${(median(transfers) / 1000).toFixed(1)} s (runs ${transfers.map((x) => (x / 1000).toFixed(1)).join(', ')} s)`,
      'reported',
      true,
    );
  } finally {
    await rt.stop();
  }
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Lot, Product } from '#shared/schemas/catalog';
import { lotRecord } from '#lib/lots/keys';
import { clientProductsPartition, productRecord } from '#lib/products/keys';
import { newId } from '#lib/base/ids';
import { freshCompany, memberOf } from '#test/support/producers';
import { TABLE, tableClient, useLocalTable } from '#test/support/table';
import { bodyOf } from '#web/features/client/products/body.ts';
import { importKeyOf, rowToBody } from '#web/features/client/products/csv.ts';
import { runPool, type Outcome } from '#web/features/client/products/pool.ts';

// The derived views after a database outage, on a running local platform: a producer imports 500
// CSV rows (3 at a time) while renaming and re-offering 200 of its tested products (5 at a time),
// and DynamoDB Local is frozen (SIGSTOP) for 20 s in the middle of both. The rows that fail are
// sent again as the page sends them. Then, with no admin action, the bench watches the derived
// views come back into step by themselves: the company's counters against its items, every
// search document against its product, every similar-products point against its product's lot
// and result, every admin test table row against its result. It quotes how long that took from the database's return, then runs the hourly
// reconciliation once and quotes what it still found to mend (0 when the stream workers did
// their job).

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;
type Start = (port: number, dataDir: string) => Promise<{ url: string; stop: () => Promise<void> }>;

const IMPORT_ROWS = 500;
const EDITS = 200;
const FROZEN_MS = 20_000;
const CONVERGE_WITHIN_MS = 5 * 60_000;
const say = (m: string) => process.stderr.write(`derived bench: ${m}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function derivedConvergence(row: Row, start: Start, port: number, dataDir: string) {
  const rt = await start(port, dataDir);
  const table = tableClient(port + 10);
  // this process reads the derived views, and writes its data (freshCompany, memberOf), with the
  // platform's own modules
  useLocalTable({}, port + 10);
  const { countsDrift } = await import('#lib/clients/store/counts');
  const { reconcileDerived, searchDrift, similarDrift, testTableDrift } = await import('#lib/reconcile/derived');
  const { tablePoints } = await import('#lib/similar/store/rebuild');
  const dynamoPid = () =>
    (JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8')) as { standIns: { dynamodb: number } }).standIns
      .dynamodb;

  try {
    const company = await freshCompany({ name: 'Bench Drift Farms', brands: ['Bench Drift Brand'] });
    const brand = { _id: company.brands[0]!, name: 'Bench Drift Brand' };
    const member = await memberOf(rt.url, { processorUser: true, clientAssignment: company.id });

    // 200 products on lots that carry the demo's approved results, so each has a similar-products point
    const tests = [...new Set((await tablePoints()).map((i) => i.point.testId))];
    if (tests.length === 0) throw new Error('the demo data has no tested products');
    const now = new Date().toISOString();
    const owner = { _id: company.id, name: 'Bench Drift Farms' };
    const edited: Product[] = [];
    const items: Record<string, unknown>[] = [];
    for (let i = 0; i < EDITS; i++) {
      const lot: Lot = {
        _id: newId(),
        lotType: 'parentLot',
        producer: owner,
        owner,
        testResult: tests[i % tests.length],
        available: true,
        createdAt: now,
        updatedAt: now,
      };
      const _id = newId();
      const product: Product = {
        _id,
        name: `Drift Flower ${i}`,
        brand,
        productCategory: 'Flower',
        productType: 'Indoor',
        strain: 'Blue Dream',
        latestLot: lot._id,
        available: true,
        active: true,
        tags: [],
        mediaGallery: [],
        producer: company.id,
        cleanUrl: `/product/${_id}/${lot._id}`,
        createdAt: now,
        updatedAt: now,
      };
      lot.product = _id;
      edited.push(product);
      items.push(lotRecord(lot), productRecord(product));
    }
    for (let i = 0; i < items.length; i += 25)
      await table.send(
        new BatchWriteCommand({
          RequestItems: { [TABLE]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );

    const drift = async () => {
      const [counters, search, similar, testRows] = await Promise.all([
        countsDrift(company.id),
        searchDrift().then((d) => d.differ.size),
        similarDrift().then((d) => d.size),
        testTableDrift().then((d) => d.size),
      ]);
      return { counters: counters.length, search, similar, testRows };
    };
    const settled = (d: Awaited<ReturnType<typeof drift>>) => d.counters + d.search + d.similar + d.testRows === 0;
    /** Polls until every view is in step (or the limit passes); answers the time it took and the last drift seen. */
    const converge = async (limitMs: number) => {
      const t = performance.now();
      let d = await drift().catch(() => undefined);
      while (!(d && settled(d)) && performance.now() - t < limitMs) {
        await sleep(1000);
        d = await drift().catch(() => undefined);
      }
      return { ms: performance.now() - t, drift: d };
    };
    const before = await converge(CONVERGE_WITHIN_MS);
    if (!before.drift || !settled(before.drift))
      throw new Error(`the views never settled before the outage: ${JSON.stringify(before.drift)}`);
    say(`200 tested products written; views in step after ${(before.ms / 1000).toFixed(1)} s`);

    const storedProducts = async () => {
      const out: Product[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const r = await table.send(
          new QueryCommand({
            TableName: TABLE,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :p',
            ExpressionAttributeValues: { ':p': clientProductsPartition(company.id) },
            ExclusiveStartKey: startKey,
          }),
        );
        out.push(...((r.Items ?? []) as Product[]));
        startKey = r.LastEvaluatedKey;
      } while (startKey);
      return out;
    };
    const answer = async (r: Promise<{ status: number; body: unknown }>) => {
      const a = await r;
      if (a.status !== 200) throw new Error(`${a.status} ${JSON.stringify(a.body)}`);
      return a.body;
    };

    // the outage: frozen once a third of the edits have gone out (the import, slower, is then in its
    // first half), thawed 20 s later
    let thawedAt = 0;
    let frozen: Promise<void> | undefined;
    const freeze = () => {
      frozen ??= (async () => {
        const pid = dynamoPid();
        say('DynamoDB Local frozen');
        process.kill(pid, 'SIGSTOP');
        await sleep(FROZEN_MS);
        process.kill(pid, 'SIGCONT');
        thawedAt = performance.now();
        say('DynamoDB Local thawed');
      })();
    };

    const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => ({
      name: `Drift Gummy ${i}`,
      brandName: brand.name,
      productCategory: 'Edible',
      productType: 'Gummy',
      strain: 'OG Kush',
    }));
    const text = JSON.stringify(rows);
    const importRows = async (indexes: number[]) =>
      runPool(indexes, 3, async (i) => {
        const body = rowToBody(rows[i]!, [brand], await importKeyOf(text, i));
        return answer(member.post(`/api/client/${company.id}/product`, body));
      });
    const editAll = (list: Product[], midway?: () => void) => {
      let done = 0;
      return runPool(list, 5, (p) => {
        if (++done === Math.floor(EDITS / 3)) midway?.();
        return answer(
          member.put(`/api/client/${company.id}/product/${p._id}`, {
            ...bodyOf(p),
            name: p.name.replace(/ \(renamed\)$/, '') + ' (renamed)',
            available: false,
          }),
        );
      });
    };

    const t0 = performance.now();
    const [firstImport, firstEdit] = await Promise.all([importRows(rows.map((_, i) => i)), editAll(edited, freeze)]);
    const failedFirst = (o: Outcome<unknown>[]) => o.filter((x) => !x.ok).length;
    say(`first pass: ${failedFirst(firstImport)} rows and ${failedFirst(firstEdit)} edits failed`);

    // the failed ones again, as the page offers them, until every one has gone through
    let pendingRows = rows.map((_, i) => i).filter((i) => !firstImport[i]!.ok);
    let pendingEdits = new Set(edited.filter((_, i) => !firstEdit[i]!.ok).map((p) => p._id));
    let rounds = 0;
    while ((pendingRows.length > 0 || pendingEdits.size > 0) && rounds++ < 30) {
      await sleep(2000);
      const out = await importRows(pendingRows);
      pendingRows = pendingRows.filter((_, k) => !out[k]!.ok);
      const fresh = await storedProducts().catch(() => undefined);
      if (!fresh) continue;
      const again = fresh.filter((p) => pendingEdits.has(p._id));
      const outEdits = await editAll(again);
      pendingEdits = new Set(again.filter((_, k) => !outEdits[k]!.ok).map((p) => p._id));
    }
    await frozen;
    const clientDone = performance.now();
    if (pendingRows.length > 0 || pendingEdits.size > 0)
      throw new Error(`${pendingRows.length} rows and ${pendingEdits.size} edits never went through`);
    say(`every row and edit through after ${rounds} round(s), ${((clientDone - t0) / 1000).toFixed(1)} s`);

    const stored = await storedProducts();
    const names = new Set(stored.map((p) => p.name));
    const lost = rows.filter((r) => !names.has(r.name)).length;
    const unrenamed = stored.filter((p) => p.name.startsWith('Drift Flower') && !p.name.endsWith(' (renamed)')).length;
    row(
      'outage bench: 500 imported + 200 edited with DynamoDB frozen 20 s, failed then sent again',
      `${failedFirst(firstImport)} + ${failedFirst(firstEdit)} failed, ${rounds} round(s)`,
      '',
      true,
    );
    row(
      'outage bench: rows lost / doubled / edits missing',
      `${lost} / ${stored.length - names.size} / ${unrenamed}`,
      '0 / 0 / 0',
      lost === 0 && stored.length === names.size && unrenamed === 0,
    );

    // no admin action from here: the stream workers' retries alone
    const after = await converge(CONVERGE_WITHIN_MS);
    const sinceThaw = (performance.now() - thawedAt) / 1000;
    const ok = !!after.drift && settled(after.drift);
    row(
      'outage bench: derived views in step after the database came back (counters, search, similar, test table)',
      ok ? `${sinceThaw.toFixed(1)} s` : `not after ${sinceThaw.toFixed(0)} s: ${JSON.stringify(after.drift)}`,
      '≤ 300 s',
      ok && sinceThaw <= 300,
    );
    const repaired = await reconcileDerived();
    row(
      'outage bench: then mended by the reconciliation (counters / search docs / similar points / test rows)',
      `${repaired.counters} / ${repaired.searchDocs} / ${repaired.similarPoints} / ${repaired.testRows}`,
      '0 / 0 / 0 / 0',
      Object.values(repaired).every((n) => n === 0),
    );
    // what a shopper sees: a renamed product is found by its new name and its brand
    const probe = edited[EDITS - 1]!;
    const found = (await answer(member.post('/api/consumer/search', { searchString: `${probe.name} (renamed)` }))) as {
      available?: { _id: string }[];
      unavailable?: { _id: string }[];
    };
    const hit = [...(found.available ?? []), ...(found.unavailable ?? [])].some((p) => p._id === probe._id);
    row('outage bench: a renamed product found by its new name', hit ? 'found' : 'not found', 'found', hit);
  } finally {
    await rt.stop();
  }
}

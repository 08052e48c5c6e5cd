import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { searchPacks } from '#lib/search/packs';
import { allSearchDocs, currentSearchDocs } from '#lib/search/rebuild';
import { productRow } from '#test/support/admin-products';
import { freshCompany } from '#test/support/producers';
import { TABLE, tableClient } from '#test/support/table';

// recalc's search index rebuild beside the stream worker (docs/admin-recalc.md): a product changed
// between the rebuild's read and its write, whose stream worker commits its new document in that
// gap, keeps the change. The gap is held open by the read itself (the product is changed and the
// worker's commit awaited before the read hands its documents over), so the order is certain. With
// the rebuild as it was (the documents read, then written over the pack versions read just before
// the write, `writeAll`), the renamed product's pack went back to its old name here.

const ddb = tableClient();

/** A product's document as the packs hold it now (a fresh view each time: nothing kept between reads). */
const indexed = async (id: string) => (await searchPacks.view().load()).items.get(id);

const rename = (id: string, name: string) =>
  ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { pk: `PRODUCT#${id}`, sk: '#META' },
      UpdateExpression: 'SET #n = :n, updatedAt = :at',
      ExpressionAttributeNames: { '#n': 'name' },
      ExpressionAttributeValues: { ':n': name, ':at': new Date().toISOString() },
    }),
  );

/** Waits for the platform's stream worker to commit this product's document as `name`. */
const committed = (id: string, name: string | undefined) =>
  expect.poll(async () => (await indexed(id))?.name, { timeout: 60_000, interval: 250 }).toBe(name);

let company: Awaited<ReturnType<typeof freshCompany>>;
beforeAll(async () => {
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${inject('ports').dynamo}`,
    TABLE_NAME: TABLE,
    AWS_REGION: 'us-west-2',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  company = await freshCompany(ddb, { name: 'Race Farms' });
}, 60_000);

describe('the search index rebuild beside the stream worker', () => {
  it('keeps a change committed between its read and its write, and a product created meanwhile', async () => {
    const changed = (await productRow(ddb, company.id, company.brands[0]!))._id;
    await committed(changed, `Admin Table ${changed.slice(-6)}`);

    let created = '';
    const r = await searchPacks.rebuild(async () => {
      const docs = await allSearchDocs();
      expect(docs.find((d) => d._id === changed)?.name).toBe(`Admin Table ${changed.slice(-6)}`);
      // after the read: one product renamed, one created, each committed by the stream worker
      await rename(changed, 'Kept Haze');
      created = (await productRow(ddb, company.id, company.brands[0]!))._id;
      await committed(changed, 'Kept Haze');
      await committed(created, `Admin Table ${created.slice(-6)}`);
      return docs;
    }, currentSearchDocs);

    expect((await indexed(changed))?.name).toBe('Kept Haze');
    expect((await indexed(created))?.name).toBe(`Admin Table ${created.slice(-6)}`);
    // the packs the two commits moved were read again, not written from the read's older view
    expect(r.refreshed).toBeGreaterThanOrEqual(1);
  }, 240_000);
});

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { coaPrefillSchema } from '#shared/schemas/coa-prefill';
import { savePrefill } from '#lib/db/coa-prefill';
import { coaBytes, coaFixtures } from '#test/support/coas';
import { freshCompany, memberOf } from '#test/support/producers';
import { TABLE, tableClient } from '#test/support/table';
import { upload } from '#test/support/uploads';

// The certificate reader on the local runtime: COAs sent through the COA Data Entry Service (real
// uploads to s3rver), read by the stream worker from the draft's first PDF, the prefill written
// onto the draft once and never over what is there.

const base = inject('baseUrl');
const ddb = tableClient();
const fixture = coaFixtures().find((f) => f.name === 'sc-labs-cherry-punch')!;

const draft = async (id: string) =>
  (await ddb.send(new GetCommand({ TableName: TABLE, Key: { pk: `TEST#${id}`, sk: 'DRAFT' }, ConsistentRead: true })))
    .Item;

let sent: { pdfFile: string; testResult: string }[] = [];
beforeAll(async () => {
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${inject('ports').dynamo}`,
    TABLE_NAME: TABLE,
    AWS_REGION: 'us-west-2',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  const company = await freshCompany(ddb, { name: 'Reader Farms' });
  const member = await memberOf(base, ddb, { processorUser: true, clientAssignment: company.id });
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { pk: `CLIENT#${company.id}`, sk: '#META' },
      UpdateExpression: 'SET coaDataEntryService = :s',
      ExpressionAttributeValues: { ':s': { enabled: true, serviceLimit: 10 } },
    }),
  );
  const notAPdf = new Uint8Array(512).fill(0x20);
  notAPdf.set(new TextEncoder().encode('%PDF-1.4\nnothing else'));
  const keys: string[] = [];
  for (const [name, bytes] of [
    ['Cherry Punch.pdf', coaBytes(fixture)],
    ['broken.pdf', notAPdf],
  ] as const) {
    const { confirm } = await upload(member, company.id, { name, type: 'application/pdf', purpose: 'coa' }, bytes);
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    keys.push(confirm.body.upload.key);
  }
  const r = await member.post(`/api/client/${company.id}/testResult/premium`, {
    dataOwner: company.id,
    mode: 'multiple',
    pdfFiles: keys,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  sent = keys.map((k) => r.body.sent.find((s: { pdfFile: string }) => s.pdfFile === k)!);
}, 120_000);

describe('the certificate reader worker', () => {
  it("puts the certificate's values on the draft, each with the page and text it was read from", async () => {
    await expect.poll(async () => (await draft(sent[0]!.testResult))?.prefill, { timeout: 60_000 }).toBeDefined();
    const prefill = coaPrefillSchema.parse((await draft(sent[0]!.testResult))!.prefill);
    expect(prefill).toMatchObject({ from: 'pdf', layout: 'sc-labs', file: 0, problems: [] });
    expect(prefill.fields.thcA).toMatchObject({ value: 19.161, source: { page: 2, printed: '19.161' } });
    expect(Object.keys(prefill.fields).length).toBeGreaterThan(40);
    for (const [field, read] of Object.entries(prefill.fields))
      expect(read!.value, field).toEqual(fixture.fields[field as keyof typeof fixture.fields]);
  });

  it('gives a PDF it cannot open an empty prefill that says so, rather than retrying it', async () => {
    await expect.poll(async () => (await draft(sent[1]!.testResult))?.prefill, { timeout: 60_000 }).toBeDefined();
    const prefill = coaPrefillSchema.parse((await draft(sent[1]!.testResult))!.prefill);
    expect(prefill.fields).toEqual({});
    expect(prefill.problems).toEqual([expect.stringMatching(/could not be read automatically/)]);
  });

  it('never writes over a prefill, nor creates a draft that is gone', async () => {
    const id = sent[0]!.testResult;
    const before = (await draft(id))!.prefill;
    const other = { ...coaPrefillSchema.parse(before), fields: {}, layout: 'unknown' };
    expect(await savePrefill(id, other)).toBe(false);
    expect((await draft(id))!.prefill).toEqual(before);
    expect(await savePrefill('ffffffffffffffffffffffff', other)).toBe(false);
    expect(await draft('ffffffffffffffffffffffff')).toBeUndefined();
  });
});

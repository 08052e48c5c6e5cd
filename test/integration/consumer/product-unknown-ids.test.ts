import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as consumerMessages from '#shared/messages/consumer';
import { newId } from '#lib/base/ids';
import { demo } from '#test/support/ids';
import { freshCompany, memberOf } from '#test/support/producers';

// The product page's answers to ids no product has, whichever of its guards (the id's shape, the
// warm instance's existence filter, its negative cache, the table) turns them away, and a product
// created after those misses is found at once.

const base = inject('baseUrl');
const DAY_MS = 86_400_000;
const read = async (id: string) => {
  const r = await fetch(`${base}/api/consumer/product/${id}`);
  return { status: r.status, body: (await r.json()) as { name?: string; error?: boolean; errorMessage?: string } };
};
const notFound = { status: 404, body: { error: true, errorMessage: consumerMessages.productNotFound } };

let company: { id: string; brands: string[] };
let member: Awaited<ReturnType<typeof memberOf>>;
beforeAll(async () => {
  company = await freshCompany({ name: 'Unknown Id Producer', brands: ['Unknown Id Farms'] });
  member = await memberOf(base, { producerUser: true, clientAssignment: company.id });
});

describe('product page: unknown ids', () => {
  it("answers the spec's not-found to unknown ids of the current shape, made now or years ago", async () => {
    for (const id of [newId(), newId(Date.now() - 400 * DAY_MS), newId(Date.now() - 3000 * DAY_MS), demo.unknownId])
      expect(await read(id)).toEqual(notFound);
    // the same made-up id again (the negative cache) answers alike
    const again = newId(Date.now() - 30 * DAY_MS);
    expect(await read(again)).toEqual(notFound);
    expect(await read(again)).toEqual(notFound);
  });

  it('still finds the products that exist, among a run of misses', async () => {
    for (let i = 0; i < 20; i++) expect(await read(newId(Date.now() - (i + 1) * 50 * DAY_MS))).toEqual(notFound);
    for (const id of [demo.blueDream, demo.product(3), demo.product(11), demo.product(40)])
      expect((await read(id)).status).toBe(200);
  });

  it('finds a product created right after misses, at once and by the legacy fetch too', async () => {
    expect(await read(newId())).toEqual(notFound);
    expect(await read(newId(Date.now() - 200 * DAY_MS))).toEqual(notFound);
    const created = await member.post(`/api/client/${company.id}/product`, {
      name: 'Just Made Haze',
      brand: company.brands[0],
      productCategory: 'Flower',
      productType: 'Indoor',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.product._id as string;
    expect(await read(id)).toMatchObject({ status: 200, body: { name: 'Just Made Haze' } });
    const legacy = await fetch(`${base}/api/consumer/getProductLegacy/${id}`, { method: 'POST' });
    expect(legacy.status).toBe(200);
  });
});

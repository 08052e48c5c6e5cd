import { beforeAll, describe, expect, inject, it } from 'vitest';
import { freshCompany, memberOf } from '#test/support/producers';
import { addDistribution } from '#test/support/data/distributions';

// A product's distribution entries follow it when an admin gives it another owner
// (setProductOwner) or moves a company's products (a transfer): its stores' requests reach the
// company that owns it now, which can answer them, and leave the old owner's list
// (docs/distribution.md, 'When a product changes owner').

const base = inject('baseUrl');

type Member = Awaited<ReturnType<typeof memberOf>>;
let store: { id: string };
let staff: Member;
let admin: Member;

async function producer(name: string) {
  const company = await freshCompany({ name, brands: [`${name} Brand`] });
  const member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
  return { ...company, member };
}
type Producer = Awaited<ReturnType<typeof producer>>;

async function productOf(p: Producer, name: string) {
  const r = await p.member.post(`/api/client/${p.id}/product`, {
    name,
    brand: p.brands[0],
    productCategory: 'Flower',
    productType: 'Indoor',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.product as { _id: string; updatedAt: string };
}

/** The product ids on a producer's approval list. */
const requested = async (p: Producer) => {
  const r = await p.member.get(`/api/client/${p.id}/distributions/requests?limit=100`);
  expect(r.status).toBe(200);
  return (r.body.requests as { product: { _id: string } }[]).map((q) => q.product._id);
};

const approve = (p: Producer, product: string) =>
  p.member.post(`/api/client/${p.id}/product/${product}/distribution/setstatus/approved`, { dispensary: store.id });

beforeAll(async () => {
  store = await freshCompany({ type: 'dispensary', name: 'Owner Follow Store', brands: [] });
  staff = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
  admin = await memberOf(base, { adminUser: true });
});

describe("a product's distribution entries follow its owner", () => {
  it('after setProductOwner: the new owner lists and answers the request, the old one no longer lists it', async () => {
    const from = await producer('Owner Follow From');
    const to = await producer('Owner Follow To');
    const product = await productOf(from, 'Follow Moved Kush');
    const asked = await staff.post(`/api/client/${store.id}/product/${product._id}/distribution`);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await expect.poll(() => requested(from)).toContain(product._id);

    const moved = await admin.put(`/api/admin/setProductOwner/${product._id}`, {
      producer: to.id,
      updatedAt: product.updatedAt,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await expect.poll(() => requested(to)).toContain(product._id);
    await expect.poll(() => requested(from)).not.toContain(product._id);

    // the new owner answers it; the old one cannot
    expect((await approve(from, product._id)).status).toBeGreaterThanOrEqual(400);
    const approved = await approve(to, product._id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const carried = await staff.get(`/api/client/${store.id}/distributions/products/approved`);
    expect((carried.body.products as { product: { _id: string } }[]).map((p) => p.product._id)).toContain(product._id);
  });

  it("after a transfer of a company's products", async () => {
    const from = await producer('Owner Transfer From');
    const to = await producer('Owner Transfer To');
    const product = await productOf(from, 'Follow Transferred Haze');
    expect((await staff.post(`/api/client/${store.id}/product/${product._id}/distribution`)).status).toBe(200);
    const start = await admin.post('/api/admin/transferEntityProducts', { from: from.id, to: to.id });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    await expect
      .poll(
        async () => (await admin.get(`/api/admin/productTransfers/${start.body.transfer._id}`)).body.transfer.status,
      )
      .toBe('done');
    await expect.poll(() => requested(to)).toContain(product._id);
    expect(await requested(from)).not.toContain(product._id);
    expect((await approve(to, product._id)).status).toBe(200);
  });

  it('an entry written from a read of the product before it moved ends with the owner it has now', async () => {
    const from = await producer('Owner Race From');
    const to = await producer('Owner Race To');
    const product = await productOf(from, 'Follow Raced Gelato');
    const moved = await admin.put(`/api/admin/setProductOwner/${product._id}`, {
      producer: to.id,
      updatedAt: product.updatedAt,
    });
    expect(moved.status).toBe(200);
    // the store's request read the product as it was, and wrote after the move
    const now = new Date().toISOString();
    await addDistribution({
      product: product._id,
      producer: from.id,
      dispensary: store.id,
      status: 'pending',
      awaiting: 'producer',
      createdAt: now,
      updatedAt: now,
    });
    await expect.poll(() => requested(to)).toContain(product._id);
    expect(await requested(from)).not.toContain(product._id);
  });
});

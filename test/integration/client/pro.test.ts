import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as proMessages from '#shared/messages/client/pro';
import { freshCompany, memberOf } from '#test/support/producers';
import { storedItems } from '#test/support/table';
import { clientPartition, proRequestKey } from '#lib/clients/keys';

// Get More with Pro's call to action: a request per company and plan, renewed when asked again,
// listed for admins only. Nothing is charged (docs/client-pro.md).

const base = inject('baseUrl');
type Member = Awaited<ReturnType<typeof memberOf>>;

let producer: { id: string };
let member: Member;
let admin: Member;
beforeAll(async () => {
  producer = await freshCompany({ name: 'Pro Curious Farms' });
  member = await memberOf(base, { processorUser: true, clientAssignment: producer.id });
  admin = await memberOf(base, { adminUser: true });
});

const stored = async (clientId: string) => await storedItems(clientPartition(clientId), proRequestKey(clientId, '').sk);

describe('Pro requests', () => {
  it("records one request per plan, renews it when asked again, and refuses a producer the stores' plan", async () => {
    const path = `/api/client/${producer.id}/pro/request`;
    const refused = await member.post(path, { plan: 'pro' });
    expect(refused).toMatchObject({ status: 400, body: { errorMessage: proMessages.proNotForProducers } });

    const first = await member.post(path, { plan: 'salesKiosk', note: '  One tablet.  ' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.request).toMatchObject({
      clientId: producer.id,
      clientName: 'Pro Curious Farms',
      clientType: 'producer',
      plan: 'salesKiosk',
      note: 'One tablet.',
      requestedBy: member.userId,
      email: member.email,
    });
    const again = await member.post(path, { plan: 'salesKiosk' });
    expect(again.body.request.createdAt).toBe(first.body.request.createdAt);
    expect(again.body.request.note).toBeUndefined();
    await member.post(path, { plan: 'coaStandard' });
    expect((await stored(producer.id)).map((i) => i.plan).sort()).toEqual(['coaStandard', 'salesKiosk']);

    const own = await member.get(`/api/client/${producer.id}/pro/requests`);
    expect(own.body.requests.map((r: { plan: string }) => r.plan).sort()).toEqual(['coaStandard', 'salesKiosk']);
  });

  it('lists every request for admins, newest first, a page at a time, and for nobody else', async () => {
    const shop = await freshCompany({ type: 'dispensary', name: 'Pro Curious Shop' });
    const clerk = await memberOf(base, { dispensaryUser: true, clientAssignment: shop.id });
    expect((await clerk.post(`/api/client/${shop.id}/pro/request`, { plan: 'pro' })).status).toBe(200);
    expect((await clerk.get('/api/admin/proRequests')).status).toBe(403);
    expect((await clerk.get(`/api/client/${producer.id}/pro/requests`)).status).toBe(403);

    const page1 = await admin.get('/api/admin/proRequests?limit=1');
    expect(page1.status).toBe(200);
    expect(page1.body.requests).toHaveLength(1);
    expect(page1.body.requests[0]).toMatchObject({ clientId: shop.id, plan: 'pro' });
    expect(page1.body.nextCursor).toEqual(expect.any(String));
    const page2 = await admin.get(`/api/admin/proRequests?limit=1&cursor=${page1.body.nextCursor}`);
    expect(page2.body.requests[0].updatedAt <= page1.body.requests[0].updatedAt).toBe(true);
  });
});

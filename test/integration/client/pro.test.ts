import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as proMessages from '#shared/messages/client/pro';
import { freshCompany, memberOf } from '#test/support/producers';
import { storedItem, storedItems } from '#test/support/table';
import { clientKey, clientPartition, proRequestKey } from '#lib/clients/keys';
import { PRICING } from '#shared/constants';

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

  it('answers a request once: approval sets the plan on the company, a decline keeps its reason, asking again reopens it', async () => {
    const shop = await freshCompany({ type: 'dispensary', name: 'Pro Answered Shop' });
    const clerk = await memberOf(base, { dispensaryUser: true, clientAssignment: shop.id });
    const ask = async (plan: string) => (await clerk.post(`/api/client/${shop.id}/pro/request`, { plan })).body.request;
    const answer = (plan: string, verb: 'approve' | 'decline', body: object, who: Member = admin) =>
      who.post(`/api/admin/proRequests/${shop.id}/${plan}/${verb}`, body);

    const pro = await ask('pro');
    expect((await answer('pro', 'approve', { seen: pro.updatedAt }, clerk)).status).toBe(403);
    // a list read before the company asked again: the request it shows is not the one there now
    expect((await answer('pro', 'approve', { seen: '2020-01-01T00:00:00.000Z' })).status).toBe(409);
    expect((await answer('coaPro', 'approve', { seen: pro.updatedAt })).status).toBe(404);

    const approved = await answer('pro', 'approve', { seen: pro.updatedAt });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.request).toMatchObject({ plan: 'pro', answer: { status: 'approved' } });
    expect(await storedItem(clientKey(shop.id))).toMatchObject({ premiumLevel: 'pro', premiumEnabled: true });
    // answered twice, whichever way: the first answer stands
    const twice = await answer('pro', 'decline', { seen: pro.updatedAt, reason: 'No.' });
    expect(twice).toMatchObject({ status: 409, body: { errorMessage: proMessages.requestAnsweredMeanwhile } });
    expect((await answer('pro', 'approve', { seen: pro.updatedAt })).status).toBe(409);

    const coa = await ask('coaPro');
    const [a, b] = await Promise.all([
      answer('coaPro', 'approve', { seen: coa.updatedAt }),
      answer('coaPro', 'approve', { seen: coa.updatedAt }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await storedItem(clientKey(shop.id))).toMatchObject({
      coaDataEntryService: { enabled: true, serviceLimit: PRICING.coaProMax },
    });

    const kiosk = await ask('loyaltyPlus');
    const declined = await answer('loyaltyPlus', 'decline', { seen: kiosk.updatedAt, reason: '  Call us first.  ' });
    expect(declined.body.request.answer).toMatchObject({ status: 'declined', reason: 'Call us first.' });
    const own = await clerk.get(`/api/client/${shop.id}/pro/requests`);
    const byPlan = Object.fromEntries(own.body.requests.map((r: { plan: string }) => [r.plan, r]));
    expect(byPlan.loyaltyPlus.answer).toMatchObject({ status: 'declined', reason: 'Call us first.' });
    expect(byPlan.pro.answer).toMatchObject({ status: 'approved' });
    expect(proMessages.requestApproved('Pro')).toBe('Your request for Pro was approved');
    expect(proMessages.requestDeclined('Loyalty+', 'Call us first.')).toBe(
      'Your request for Loyalty+ was declined: Call us first.',
    );

    // asking again opens the request again, for a new answer
    const renewed = await ask('loyaltyPlus');
    expect(renewed.answer).toBeUndefined();
    expect((await answer('loyaltyPlus', 'approve', { seen: renewed.updatedAt })).status).toBe(200);
  });
});

import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as offerMessages from '#shared/messages/client/loyalty-offers';
import { addDays, dayIn } from '#shared/points-offers';
import { elsewhere, freshStore, producerProducts } from '#test/support/kiosk';
import { freshCompany, memberOf } from '#test/support/producers';
import { session, uniqueIp } from '#test/support/session';
import { clientPartition } from '#lib/clients/keys';
import { setClient } from '#test/support/data/clients';
import { messageKey, offerKey } from '#lib/loyalty/keys';
import { storedItems } from '#test/support/table';

// Points offers against the local runtime: the create call's defaults, rules and statuses, the
// three lists, the message an offer that starts at once writes, and one company's offers out of
// another's reach.

const base = inject('baseUrl');
const ZONE = 'America/Los_Angeles';

async function loyaltyCompany(loyaltyEnabled = true) {
  const company = await freshCompany({ type: 'dispensary', name: 'Offer Test Dispensary', brands: [] });
  if (loyaltyEnabled) await setClient(company.id, { loyaltyEnabled: true });
  const member = await memberOf(base, { dispensaryUser: true, clientAssignment: company.id });
  return { id: company.id, member };
}

/** Every item of the company's partition of one kind (offers, messages), by the key its domain builds. */
const items = (clientId: string, key: (clientId: string, id: string) => { sk: string }) =>
  storedItems(clientPartition(clientId), key(clientId, '').sk);

let shop: Awaited<ReturnType<typeof loyaltyCompany>>;
beforeAll(async () => {
  shop = await loyaltyCompany();
});

describe('points offers', () => {
  it("takes the spec's defaults: 50 points, unrestricted, today to tomorrow, a phone check-in, active at once", async () => {
    const { id, member } = await loyaltyCompany();
    const r = await member.post(`/api/client/${id}/point/offer`, {});
    expect(r.status).toBe(200);
    const today = dayIn(ZONE, new Date());
    expect(r.body.offer).toMatchObject({
      client: id,
      basePoints: 50,
      calculationMethod: 'basePoints',
      startDate: today,
      endDate: addDays(today, 1),
      timeZone: ZONE,
      pointOfferType: 'checkIn',
      status: 'active',
      sendMessage: false,
      multiple: false,
      awardedPoints: 0,
    });
    expect(r.body.offer.totalPoints).toBeUndefined();
    const active = await session(base, { 'x-forwarded-for': uniqueIp() }).get(`/api/public/${id}/points/offers/active`);
    expect(active.status).toBe(200);
    expect(active.body.offers.map((o: { _id: string }) => o._id)).toEqual([r.body.offer._id]);
    expect(active.body.offers[0].awardedPoints).toBeUndefined();
    expect(active.body.offers[0].createdBy).toBeUndefined();
    expect((await member.get(`/api/client/${id}/points/offers/inactive`)).body).toEqual({
      offers: [],
      nextCursor: null,
    });
  });

  it('keeps an offer starting later inactive, and lists each status apart, newest change first, paged', async () => {
    const { id, member } = await loyaltyCompany();
    const today = dayIn('Asia/Tokyo', new Date());
    const made: string[] = [];
    for (const days of [2, 3, 4]) {
      const r = await member.post(`/api/client/${id}/point/offer`, {
        basePoints: 100,
        totalPoints: 1000,
        startDate: addDays(today, days),
        endDate: addDays(today, days + 2),
        timeZone: 'Asia/Tokyo',
        pointOfferType: 'purchase',
        multiple: true,
      });
      expect(r.status).toBe(200);
      expect(r.body.offer).toMatchObject({ status: 'inactive', totalPoints: 1000, timeZone: 'Asia/Tokyo' });
      made.push(r.body.offer._id);
    }
    const first = await member.get(`/api/client/${id}/points/offers/inactive?limit=2`);
    expect(first.body.offers.map((o: { _id: string }) => o._id)).toEqual([made[2], made[1]]);
    const second = await member.get(`/api/client/${id}/points/offers/inactive?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.offers.map((o: { _id: string }) => o._id)).toEqual([made[0]]);
    expect((await member.get(`/api/client/${id}/points/offers/expired`)).body.offers).toEqual([]);
    expect(
      (await session(base, { 'x-forwarded-for': uniqueIp() }).get(`/api/public/${id}/points/offers/active`)).body
        .offers,
    ).toEqual([]);
  });

  it("refuses what breaks the spec's rules with its words, writing nothing", async () => {
    const today = dayIn(ZONE, new Date());
    const cases: [Record<string, unknown>, string][] = [
      [{ basePoints: 0 }, offerMessages.pointsRequired],
      [{ basePoints: 60 }, offerMessages.pointsStep],
      [{ basePoints: 500, totalPoints: 100 }, offerMessages.totalBelowPoints],
      [{ startDate: addDays(today, -1), endDate: addDays(today, 1) }, offerMessages.startBeforeToday],
      [{ startDate: today, endDate: today }, offerMessages.endTooSoon],
      [{ timeZone: 'Nowhere/City' }, offerMessages.unknownTimeZone],
      [{ sendMessage: true }, offerMessages.messageRequired],
      [{ startDate: '9999-01-01', endDate: '9999-01-02' }, offerMessages.endTooFar],
      [{ endDate: addDays(today, 800) }, offerMessages.endTooFar],
    ];
    const before = await items(shop.id, offerKey);
    for (const [body, message] of cases) {
      const r = await shop.member.post(`/api/client/${shop.id}/point/offer`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toEqual({ error: true, errorMessage: message });
    }
    expect(await items(shop.id, offerKey)).toEqual(before);
  });

  it("names only products the company carries: another store's, a producer's not sent to it and unknown ids are refused", async () => {
    const store = await freshStore(base, { products: [producerProducts[0]!._id], name: 'Offer Inventory Store' });
    await setClient(store.id, { loyaltyEnabled: true });
    const member = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
    const offer = (productSpecific: string[]) =>
      member.post(`/api/client/${store.id}/point/offer`, { pointOfferType: 'purchase', productSpecific });
    const unknown = '5f00000000000000000000ee';
    for (const ids of [[elsewhere._id], [unknown], [producerProducts[0]!._id, producerProducts[1]!._id]]) {
      const missing = ids.filter((id) => id !== producerProducts[0]!._id);
      expect(await offer(ids)).toMatchObject({
        status: 400,
        body: { error: true, errorMessage: offerMessages.productsNotCarried(missing) },
      });
    }
    expect(await items(store.id, offerKey)).toEqual([]);
    const carried = await offer([producerProducts[0]!._id]);
    expect(carried.status, JSON.stringify(carried.body)).toBe(200);
    expect(carried.body.offer.productSpecific).toEqual([producerProducts[0]!._id]);
  });

  it('keeps a time zone as the runtime spells it, however it was typed', async () => {
    const r = await shop.member.post(`/api/client/${shop.id}/point/offer`, { timeZone: 'america/NEW_york' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.offer.timeZone).toBe('America/New_York');
  });

  it('writes the loyalty message of an offer with sendMessage that starts at once, in the same write', async () => {
    const { id, member } = await loyaltyCompany();
    const r = await member.post(`/api/client/${id}/point/offer`, {
      sendMessage: true,
      mmsMessage: '  Check in today for 50 points!  ',
    });
    expect(r.status).toBe(200);
    expect(r.body.offer).toMatchObject({ status: 'active', mmsMessage: 'Check in today for 50 points!' });
    const messages = await items(id, messageKey);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      entity: 'loyaltyMessage',
      _id: r.body.offer.messageId,
      client: id,
      messageBody: 'Check in today for 50 points!',
      messageMediaAws: [],
      method: 'mms',
      status: 'pending',
      origin: 'offer',
      offerId: r.body.offer._id,
    });
  });

  it("keeps one company's offers from another's members and from companies without loyalty", async () => {
    const other = await loyaltyCompany();
    expect((await other.member.post(`/api/client/${shop.id}/point/offer`, {})).status).toBe(403);
    expect((await other.member.get(`/api/client/${shop.id}/points/offers/inactive`)).status).toBe(403);
    expect((await other.member.get(`/api/client/${shop.id}/points/offers/expired`)).status).toBe(403);
    const off = await loyaltyCompany(false);
    const refused = await off.member.post(`/api/client/${off.id}/point/offer`, {});
    expect(refused).toMatchObject({ status: 403, body: { errorMessage: offerMessages.loyaltyOff } });
    expect((await off.member.get(`/api/client/${off.id}/points/offers/expired`)).status).toBe(403);
    expect(await items(off.id, offerKey)).toEqual([]);
  });
});

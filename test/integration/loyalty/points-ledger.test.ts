import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CheckIn, LoyaltyMember } from '#shared/schemas/loyalty-member';
import type { PointsOffer } from '#shared/schemas/points-offer';
import { awardSource } from '#lib/loyalty/ledger';
import { newId } from '#lib/base/ids';
import { demo } from '#test/support/ids';
import { freshCompany, memberOf } from '#test/support/producers';
import { storedItem, storedItems, useLocalTable } from '#test/support/table';
import { memberPartition, offerKey, POINTS_PREFIX } from '#lib/loyalty/keys';
import { setClient } from '#test/support/data/clients';
import { addMember, addOffer } from '#test/support/data/loyalty';

// The points ledger on the local runtime: check-ins and purchases through the kiosk's calls, awarded
// by the stream worker; and the award itself called directly, twice and many at once, to show that
// a retried award writes one entry, `multiple` decides a second check-in's day, an offer's total
// caps what all its members earn together, and the balance is the sum of the entries.

const base = inject('baseUrl');
const hour = 3_600_000;
type Staff = Awaited<ReturnType<typeof memberOf>>;

beforeAll(() => {
  useLocalTable();
});

/** A 10-digit Seattle number (exchanges 320–399 are ordinary ones). */
const national = () =>
  `206${320 + Math.floor(Math.random() * 80)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

async function activeMember(clientId: string): Promise<string> {
  const phone = national();
  const at = new Date().toISOString();
  const m: LoyaltyMember = {
    phone: `+1${phone}`,
    clientId,
    zip: '98101',
    timeZone: 'America/Los_Angeles',
    loyaltyStatus: 'active',
    categoryPreferences: [],
    consent: { status: 'granted', at, source: 'kiosk', wording: 'Yes, text me.', address: '203.0.113.7' },
    joinedAt: at,
    updatedAt: at,
  };
  await addMember(m);
  return phone;
}

async function runningOffer(client: string, over: Partial<PointsOffer> = {}): Promise<PointsOffer> {
  const now = Date.now();
  const o: PointsOffer = {
    _id: newId(),
    client,
    basePoints: 50,
    calculationMethod: 'basePoints',
    startDate: new Date(now - hour).toISOString().slice(0, 10),
    endDate: new Date(now + 48 * hour).toISOString().slice(0, 10),
    timeZone: 'UTC',
    startsAt: new Date(now - hour).toISOString(),
    endsAt: new Date(now + 48 * hour).toISOString(),
    productSpecific: [],
    pointOfferType: 'checkIn',
    sendMessage: false,
    status: 'active',
    multiple: false,
    awardedPoints: 0,
    createdBy: newId(),
    createdAt: new Date(now - hour).toISOString(),
    updatedAt: new Date(now - hour).toISOString(),
    ...over,
  };
  await addOffer(o);
  return o;
}

const entriesOf = (clientId: string, phone: string) =>
  storedItems(memberPartition(clientId, `+1${phone}`), POINTS_PREFIX);

const checkIn = (clientId: string, phone: string, at = new Date()): CheckIn => ({
  id: newId(),
  clientId,
  phone: `+1${phone}`,
  at: at.toISOString(),
});

interface PointsAnswer {
  balance: number;
  entries: { key: string; points: number; offerId: string; source: string }[];
}

let company: { id: string };
let staff: Staff;
const points = async (phone: string) => {
  const r = await staff.get(`/api/client/${company.id}/user/points/phone/${phone}`);
  expect(r.status).toBe(200);
  return r.body as PointsAnswer;
};

beforeAll(async () => {
  company = await freshCompany({ type: 'dispensary', name: 'Ledger Leaf' });
  await setClient(company.id, { loyaltyEnabled: true });
  staff = await memberOf(base, { dispensaryUser: true, clientAssignment: company.id });
});

describe('the points ledger', () => {
  it('awards a check-in and a purchase through the calls, from the stream, and answers the balance', async () => {
    const client = (await freshCompany({ type: 'dispensary', name: 'Stream Leaf' })).id;
    await setClient(client, { loyaltyEnabled: true });
    const own = await memberOf(base, { dispensaryUser: true, clientAssignment: client });
    const phone = await activeMember(client);
    await runningOffer(client, { basePoints: 100 });
    await runningOffer(client, { pointOfferType: 'purchase', productSpecific: [demo.blueDream], basePoints: 150 });
    await runningOffer(client, { pointOfferType: 'general', basePoints: 50 });
    // a purchase offer for another product pays nothing for this purchase
    await runningOffer(client, { pointOfferType: 'purchase', productSpecific: [demo.product(3)], basePoints: 500 });

    // the check-in answers the balance as it stood: its own points come from the stream
    const first = await own.post(`/api/client/${client}/user/checkin/phone/${phone}`, {});
    expect(first).toMatchObject({ status: 200, body: { balance: 0 } });
    const bought = await own.post(`/api/client/${client}/user/purchase/phone/${phone}`, {
      productIds: [demo.blueDream],
    });
    expect(bought.status).toBe(200);
    const read = async () => (await own.get(`/api/client/${client}/user/points/phone/${phone}`)).body as PointsAnswer;
    await expect.poll(async () => (await read()).balance, { interval: 250 }).toBe(300);
    const answer = await read();
    expect(answer.entries.map((e) => [e.source, e.points]).sort()).toEqual([
      ['checkIn', 100],
      ['purchase', 150],
      ['purchase', 50],
    ]);
    // a returning member's check-in answers their balance, which the kiosk greets them with
    const again = await own.post(`/api/client/${client}/user/checkin/phone/${phone}`, {});
    expect(again).toMatchObject({ status: 200, body: { balance: 300 } });
  });

  it('refuses a purchase of a product that does not exist, or by a stranger, and writes nothing', async () => {
    const phone = await activeMember(company.id);
    const res = await staff.post(`/api/client/${company.id}/user/purchase/phone/${phone}`, {
      productIds: [demo.unknownId],
    });
    expect(res.status).toBe(404);
    const stranger = await staff.post(`/api/client/${company.id}/user/purchase/phone/2065550123`, {
      productIds: [demo.blueDream],
    });
    expect(stranger.status).toBe(404);
    const none = await staff.post(`/api/client/${company.id}/user/purchase/phone/${phone}`, { productIds: [] });
    expect(none.status).toBe(400);
    expect(await entriesOf(company.id, phone)).toHaveLength(0);
  });

  it('writes the same award once however often it is retried', async () => {
    const phone = await activeMember(company.id);
    await runningOffer(company.id, { multiple: true });
    const c = checkIn(company.id, phone);
    const first = await awardSource({ kind: 'checkIn', checkIn: c });
    const again = await Promise.all([1, 2, 3].map(() => awardSource({ kind: 'checkIn', checkIn: c })));
    expect(first.filter((r) => typeof r !== 'string')).toHaveLength(1);
    expect(again.flat().every((r) => r === 'alreadyAwarded')).toBe(true);
    expect(await entriesOf(company.id, phone)).toHaveLength(1);
    expect((await points(phone)).balance).toBe(50);
  });

  it('pays a second check-in the same day only when the offer allows multiple, and again the next day', async () => {
    const client = (await freshCompany({ type: 'dispensary', name: 'Day Leaf' })).id;
    const phone = await activeMember(client);
    const once = await runningOffer(client, { basePoints: 50, multiple: false });
    const many = await runningOffer(client, { basePoints: 100, multiple: true });
    // 10:00 and 14:00 UTC on the first day of the offer, then 10:00 the next day
    const day = new Date(once.startsAt).toISOString().slice(0, 10);
    const at = (d: number, h: number) => new Date(Date.parse(`${day}T00:00:00Z`) + d * 24 * hour + h * hour);
    const late = (d: Date) => (d < new Date(once.startsAt) ? new Date(Date.parse(once.startsAt) + 1000) : d);
    const results: Awaited<ReturnType<typeof awardSource>>[] = [];
    for (const when of [late(at(0, 10)), late(at(0, 14)), at(1, 10)])
      results.push(await awardSource({ kind: 'checkIn', checkIn: checkIn(client, phone, when) }));
    const earned = (offerId: string) =>
      results.map((r) => r.some((e) => typeof e !== 'string' && e.offerId === offerId));
    expect(earned(once._id)).toEqual([true, false, true]);
    expect(earned(many._id)).toEqual([true, true, true]);
    expect(results[1]).toContain('earnedToday');
    const entries = await entriesOf(client, phone);
    expect(entries).toHaveLength(5);
    expect(entries.reduce((sum, e) => sum + (e.points as number), 0)).toBe(400);
  });

  it('never gives out more than the offer total, however many members check in at once', async () => {
    const client = (await freshCompany({ type: 'dispensary', name: 'Cap Leaf' })).id;
    const offer = await runningOffer(client, { basePoints: 50, totalPoints: 500, multiple: true });
    const phones = await Promise.all(Array.from({ length: 16 }, () => activeMember(client)));
    // 16 members, two check-ins each, all at once: 32 awards of 50 against a total of 500
    const results = await Promise.all(
      phones.flatMap((p) => [1, 2].map(() => awardSource({ kind: 'checkIn', checkIn: checkIn(client, p) }))),
    );
    const awarded = results.flat().filter((r) => typeof r !== 'string');
    expect(awarded).toHaveLength(10);
    expect(results.flat().filter((r) => r === 'capReached')).toHaveLength(22);
    const stored = await storedItem(offerKey(client, offer._id));
    expect(stored?.awardedPoints).toBe(500);
    let total = 0;
    for (const p of phones) total += (await entriesOf(client, p)).reduce((s, e) => s + (e.points as number), 0);
    expect(total).toBe(500);
  });

  it('keeps the balance equal to the sum of the entries', async () => {
    const phone = await activeMember(company.id);
    const client = company.id;
    await runningOffer(client, { basePoints: 250, multiple: true, pointOfferType: 'general' });
    for (let i = 0; i < 3; i++)
      await awardSource({
        kind: 'purchase',
        purchase: {
          id: newId(),
          clientId: client,
          phone: `+1${phone}`,
          at: new Date().toISOString(),
          productIds: [demo.blueDream],
        },
      });
    const answer = await points(phone);
    const sum = (await entriesOf(client, phone)).reduce((s, e) => s + (e.points as number), 0);
    expect(sum).toBeGreaterThan(0);
    expect(answer.balance).toBe(sum);
    expect(answer.entries.reduce((s, e) => s + e.points, 0)).toBe(sum);
  });
});

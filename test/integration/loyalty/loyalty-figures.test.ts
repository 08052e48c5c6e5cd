import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as messages from '#shared/messages/client/loyalty-analytics';
import type { AnalyticsAnswer, AnalyticsRow } from '#shared/schemas/loyalty-analytics';
import { lambdaContext, loadHandler } from '#infra/local/handlers';
import { keepDeliveryStatus } from '#lib/loyalty/store/deliveries';
import { redeem } from '#lib/loyalty/store/redemptions';
import { putOrder } from '#lib/kiosk/store/orders';
import { newId } from '#lib/base/ids';
import { freshCompany, memberOf } from '#test/support/producers';
import { setClient } from '#test/support/data/clients';
import { addActiveMember, changeConsent, givePoints } from '#test/support/data/loyalty';
import { putStoredItem, useLocalTable } from '#test/support/table';

// The analytics counters on the local runtime: members, check-ins, the ledger, texts' delivery
// items and kiosk orders, each counted per day of the store's clock by the stream worker, read per
// week and month; a stream record delivered twice counts once, and no other company reads them.

const base = inject('baseUrl');
const WORKER = 'jobs/streams/count-loyalty-activity';
type Staff = Awaited<ReturnType<typeof memberOf>>;

const national = () =>
  `206${320 + Math.floor(Math.random() * 80)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

let shop: { id: string; staff: Staff };
let other: { id: string; staff: Staff };

async function store(name: string) {
  const id = (await freshCompany({ type: 'dispensary', name })).id;
  await setClient(id, { loyaltyEnabled: true, state: 'WA', zip: '98122' });
  return { id, staff: await memberOf(base, { dispensaryUser: true, clientAssignment: id }) };
}

const figures = async (as: Staff, clientId: string, query = '') => {
  const r = await as.get(`/api/client/${clientId}/loyalty/figures${query}`);
  expect(r.status).toBe(200);
  return r.body as AnalyticsAnswer;
};
const thisWeek = async (query = '') => (await figures(shop.staff, shop.id, query)).rows.at(-1)!;

/** A stream record of an inserted item, as the table's stream hands it to the worker. */
const inserted = (eventID: string, item: Record<string, unknown>): DynamoDBStreamEvent => ({
  Records: [
    {
      eventID,
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      dynamodb: { SequenceNumber: `${Date.now()}`, NewImage: marshall(item) as never },
    },
  ],
});

beforeAll(async () => {
  useLocalTable();
  [shop, other] = await Promise.all([store('Figures Leaf'), store('Other Leaf')]);
});

describe('loyalty figures', () => {
  it('counts members, visits, points, texts and orders per week and month', async () => {
    const [a, b] = [national(), national()];
    await addActiveMember(shop.id, `+1${a}`);
    await addActiveMember(shop.id, `+1${b}`);
    for (const phone of [a, a, b])
      expect((await shop.staff.post(`/api/client/${shop.id}/user/checkin/phone/${phone}`, {})).status).toBe(200);
    await changeConsent(shop.id, `+1${b}`, {
      status: 'revoked',
      at: new Date().toISOString(),
      source: 'keyword',
      wording: 'STOP',
      address: `+1${b}`,
    });
    await givePoints(shop.id, `+1${a}`, 120);
    const at = new Date().toISOString();
    expect(
      await redeem({
        _id: newId(),
        clientId: shop.id,
        phone: `+1${a}`,
        rewardId: newId(),
        rewardName: 'Pre-roll',
        points: 100,
        at,
        channel: 'counter',
        status: 'redeemed',
      }),
    ).toBeUndefined();
    // two texts the provider took: one delivered, one that never arrived
    for (const [sid, status] of [
      [`SM${newId()}`, 'delivered'],
      [`SM${newId()}`, 'undelivered'],
    ] as const) {
      await putStoredItem({
        pk: `SID#${shop.id}#${sid}`,
        sk: 'DELIVERY',
        entity: 'loyaltyDelivery',
        messageId: newId(),
        phone: `+1${a}`,
      });
      await keepDeliveryStatus(shop.id, sid, status, 4);
    }
    // a member's kiosk order counts, a shopper's who did not check in does not
    // as the order route stores it: the whole phone, the masked view added only when shown
    for (const memberPhone of [`+1${a}`, undefined])
      await putOrder({
        _id: newId(),
        clientId: shop.id,
        number: 1,
        code: 'ABCD',
        status: 'new',
        items: [{ productId: newId(), quantity: 1, name: 'Blue Dream' }],
        ...(memberPhone && { memberPhone }),
        createdAt: at,
        updatedAt: at,
      });

    const expected: Partial<AnalyticsRow> = {
      newMembers: 2,
      activeMembers: 2,
      optedOut: 1,
      checkIns: 3,
      repeatVisits: 1,
      pointsIssued: 120,
      pointsRedeemed: 100,
      textsSent: 2,
      textsDelivered: 1,
      textsFailed: 1,
      textsCost: 0,
      memberOrders: 1,
    };
    await expect.poll(() => thisWeek(), { interval: 250, timeout: 30_000 }).toMatchObject(expected);
    const weeks = await figures(shop.staff, shop.id);
    expect(weeks).toMatchObject({ period: 'week', timeZone: 'America/Los_Angeles' });
    expect(weeks.rows).toHaveLength(12);
    expect(new Date(`${weeks.rows.at(-1)!.start}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.rows.slice(0, -1).every((r) => r.checkIns === 0 && r.newMembers === 0)).toBe(true);
    const month = (await figures(shop.staff, shop.id, `?period=month&from=${weeks.to}&to=${weeks.to}`)).rows;
    expect(month).toHaveLength(1);
    expect(month[0]).toMatchObject({ ...expected, start: `${weeks.to.slice(0, 8)}01` });
  });

  it('counts a redelivered stream record once', async () => {
    const before = (await thisWeek()).pointsIssued;
    const entry = inserted(`redelivered-${newId()}`, {
      entity: 'loyaltyPoints',
      clientId: shop.id,
      phone: `+1${national()}`,
      source: 'purchase',
      points: 7,
      at: new Date().toISOString(),
    });
    const worker = await loadHandler<DynamoDBStreamEvent, DynamoDBBatchResponse>(WORKER);
    for (let delivery = 0; delivery < 2; delivery++)
      expect(await worker(entry, lambdaContext(WORKER, newId()))).toEqual({ batchItemFailures: [] });
    expect((await thisWeek()).pointsIssued).toBe(before + 7);
  });

  it("keeps a company's figures from every other company", async () => {
    const peek = await other.staff.get(`/api/client/${shop.id}/loyalty/figures`);
    expect(peek.status).toBe(403);
    const own = await figures(other.staff, other.id);
    expect(own.rows.every((r) => r.newMembers === 0 && r.checkIns === 0 && r.pointsIssued === 0)).toBe(true);
  });

  it('refuses a range it cannot read', async () => {
    for (const [query, text] of [
      ['?from=2026-03-01', messages.bothEnds],
      ['?from=2026-03-01&to=2026-02-01', messages.rangeOrder],
      ['?from=2025-01-01&to=2026-03-01', messages.rangeTooLong(366)],
    ] as const) {
      const r = await shop.staff.get(`/api/client/${shop.id}/loyalty/figures${query}`);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain(text);
    }
  });
});

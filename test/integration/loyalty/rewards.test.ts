import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as memberMessages from '#shared/messages/client/loyalty-members';
import * as messages from '#shared/messages/client/loyalty-rewards';
import { addDays, dayIn } from '#shared/points-offers';
import type { Reward } from '#shared/schemas/loyalty-rewards';
import { freshStore, elsewhere } from '#test/support/kiosk';
import { freshCompany, memberOf } from '#test/support/producers';
import { pngBytes, upload } from '#test/support/uploads';
import { storedItem, storedItems } from '#test/support/table';
import { setClient } from '#test/support/data/clients';
import { addActiveMember, givePoints } from '#test/support/data/loyalty';
import { balanceKey, memberPartition, messageKey, POINTS_PREFIX, sendKey } from '#lib/loyalty/keys';

// Rewards on the local runtime: a store defines, lists and edits them; a member redeems one (the
// balance drops by one ledger entry), is refused when short, and a key sent twice or at once is
// recorded once; staff reverse a redemption with a reason, once; the confirmation text goes
// through the send path (texted by day, held in quiet hours); and no company reaches another's.

const base = inject('baseUrl');
const standIn = `http://127.0.0.1:${Number(new URL(base).port) + 7}`;
type Staff = Awaited<ReturnType<typeof memberOf>>;

/** A 10-digit Seattle number no other test uses (exchanges 320–399 are ordinary ones). */
const national = () =>
  `206${320 + Math.floor(Math.random() * 80)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

/** A zone where it is now day (10 am to 6 pm), or night (midnight to 6 am): texts go, or wait. */
const zoneWhere = (day: boolean) =>
  [
    'Pacific/Honolulu',
    'America/Los_Angeles',
    'America/Chicago',
    'America/New_York',
    'Atlantic/Azores',
    'Europe/London',
    'Europe/Athens',
    'Asia/Dubai',
    'Asia/Kolkata',
    'Asia/Bangkok',
    'Asia/Tokyo',
    'Pacific/Guadalcanal',
    'Pacific/Auckland',
    'Pacific/Kiritimati',
  ].find((zone) => {
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
    );
    return day ? hour >= 10 && hour < 18 : hour < 6;
  })!;

/** An active member with `points`, in a zone of the given time of day. */
async function memberWith(clientId: string, points: number, timeZone = zoneWhere(true)): Promise<string> {
  const phone = national();
  await addActiveMember(clientId, `+1${phone}`, { timeZone });
  if (points > 0) await givePoints(clientId, `+1${phone}`, points);
  return phone;
}

const entriesOf = (clientId: string, phone: string) =>
  storedItems(memberPartition(clientId, `+1${phone}`), POINTS_PREFIX);
const balanceItem = (clientId: string, phone: string) => storedItem(balanceKey(clientId, `+1${phone}`));
const key = () => `tap-${randomUUID()}`;

async function textsTo(phone: string): Promise<string[]> {
  const r = await fetch(`${standIn}/__standin/messages`);
  const { messages: sent } = (await r.json()) as { messages: { to: string; body: string }[] };
  return sent.filter((m) => m.to === `+1${phone}`).map((m) => m.body);
}

let shop: { id: string; staff: Staff; products: string[] };
let other: { id: string; staff: Staff };
let admin: Staff;

/** Loyalty on, with messaging settings the stand-in takes (as the admin page sets them). */
async function enableTexting(clientId: string) {
  const r = await admin.put(`/api/admin/entity/${clientId}/messaging`, {
    loyaltyEnabled: true,
    phoneNumber: '+12065550177',
    accountId: `AC${randomBytes(16).toString('hex')}`,
    authToken: randomBytes(16).toString('hex'),
  });
  if (r.status !== 200) throw new Error(`messaging settings: ${JSON.stringify(r.body)}`);
}

beforeAll(async () => {
  admin = await memberOf(base, { adminUser: true });
  const store = await freshStore(base, { name: 'Reward Test Store', products: [] });
  const second = await freshCompany({ type: 'dispensary', name: 'Other Reward Store' });
  await Promise.all([enableTexting(store.id), enableTexting(second.id)]);
  shop = { id: store.id, staff: store.staff, products: store.products };
  other = { id: second.id, staff: await memberOf(base, { dispensaryUser: true, clientAssignment: second.id }) };
});

const rewardsPath = (clientId: string, rest = '') => `/api/client/${clientId}/loyalty/rewards${rest}`;
const userPath = (clientId: string, rest: string) => `/api/client/${clientId}/user/${rest}`;

async function defineReward(body: Record<string, unknown>, as = shop.staff, clientId = shop.id) {
  const r = await as.post(rewardsPath(clientId), body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.reward as Reward;
}

describe('defining rewards', () => {
  it('defines, lists newest first and edits rewards, with an image the store uploaded and its days', async () => {
    const sent = await upload(
      shop.staff,
      shop.id,
      { name: 'joint.png', type: 'image/png', purpose: 'client' },
      pngBytes(2048),
    );
    expect(sent.confirm.status).toBe(200);
    const image = sent.confirm.body.upload.url as string;
    const today = dayIn('America/Los_Angeles', new Date());
    const first = await defineReward({ name: '  Free pre-roll ', pointsCost: 200, category: 'Flower', image });
    expect(first).toMatchObject({
      name: 'Free pre-roll',
      pointsCost: 200,
      category: 'Flower',
      image,
      timeZone: 'America/Los_Angeles',
    });
    const second = await defineReward({
      name: 'Tote bag',
      pointsCost: 500,
      startDate: today,
      endDate: addDays(today, 6),
      timeZone: 'America/Los_Angeles',
    });
    expect(second).toMatchObject({ startDate: today, endDate: addDays(today, 6) });
    // its last day is included: it runs to the start of the day after
    expect(new Date(second.endsAt!).getTime() - new Date(second.startsAt!).getTime()).toBeGreaterThanOrEqual(
      7 * 86_400_000 - 3_600_000,
    );
    const list = await shop.staff.get(rewardsPath(shop.id));
    expect(list.status).toBe(200);
    expect(list.body.rewards.slice(0, 2).map((r: { _id: string }) => r._id)).toEqual([second._id, first._id]);
    // paged
    const page = await shop.staff.get(rewardsPath(shop.id, '?limit=1'));
    expect(page.body.rewards).toHaveLength(1);
    expect(page.body.nextCursor).toEqual(expect.any(String));
    const next = await shop.staff.get(rewardsPath(shop.id, `?limit=1&cursor=${page.body.nextCursor}`));
    expect(next.body.rewards[0]._id).toBe(first._id);
    // edited: the fields sent replace the reward's; the image it showed may stay
    const edited = await shop.staff.put(rewardsPath(shop.id, `/${first._id}`), {
      name: 'Two pre-rolls',
      pointsCost: 350,
      image,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.reward).toMatchObject({ _id: first._id, name: 'Two pre-rolls', pointsCost: 350, image });
    expect(edited.body.reward.category).toBeUndefined();
  });

  it('refuses a reward with a clear 400, and writes nothing', async () => {
    const before = (await shop.staff.get(rewardsPath(shop.id, '?limit=100'))).body.rewards.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ', pointsCost: 100 }, messages.nameRequired],
      [{ name: 'x'.repeat(81), pointsCost: 100 }, messages.nameTooLong],
      [{ name: 'Gift', pointsCost: 0 }, messages.pointsCostRange],
      [{ name: 'Gift', pointsCost: 10.5 }, messages.pointsCostRange],
      [{ name: 'Gift', pointsCost: 100, startDate: '2030-01-10', endDate: '2030-01-09' }, messages.endBeforeStart],
      [{ name: 'Gift', pointsCost: 100, timeZone: 'Mars/Olympus' }, messages.unknownTimeZone],
      [{ name: 'Gift', pointsCost: 100, productId: elsewhere._id }, messages.productNotCarried],
    ];
    for (const [body, message] of cases) {
      const r = await shop.staff.post(rewardsPath(shop.id), body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errorMessage).toContain(message);
    }
    // an image that is not an upload of this company
    const forged = await shop.staff.post(rewardsPath(shop.id), {
      name: 'Gift',
      pointsCost: 100,
      image: `/media/clients/${other.id}/${'a'.repeat(24)}.png`,
    });
    expect(forged.status).toBe(400);
    expect((await shop.staff.get(rewardsPath(shop.id, '?limit=100'))).body.rewards).toHaveLength(before);
    // an unknown reward cannot be edited
    expect(
      (await shop.staff.put(rewardsPath(shop.id, `/${'b'.repeat(24)}`), { name: 'Gift', pointsCost: 1 })).status,
    ).toBe(404);
  });
});

describe('redeeming', () => {
  it("shows a member's balance with the rewards running now, cheapest first, and redeems one: one entry, the balance down", async () => {
    const cheap = await defineReward({ name: 'Sticker', pointsCost: 50 });
    const dear = await defineReward({ name: 'Grinder', pointsCost: 400 });
    const later = await defineReward({
      name: 'Next year',
      pointsCost: 10,
      startDate: addDays(dayIn('UTC', new Date()), 400),
      timeZone: 'UTC',
    });
    const phone = await memberWith(shop.id, 300);
    const offered = await shop.staff.get(userPath(shop.id, `rewards/phone/${phone}`));
    expect(offered.status).toBe(200);
    expect(offered.body.balance).toBe(300);
    const ids = offered.body.rewards.map((r: { _id: string }) => r._id);
    expect(ids).toContain(cheap._id);
    expect(ids).toContain(dear._id);
    expect(ids).not.toContain(later._id);
    const costs = offered.body.rewards.map((r: { pointsCost: number }) => r.pointsCost);
    expect(costs).toEqual([...costs].sort((a: number, b: number) => a - b));

    const entriesBefore = (await entriesOf(shop.id, phone)).length;
    const r = await shop.staff.post(userPath(shop.id, `redeem/phone/${phone}`), { rewardId: cheap._id, key: key() });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ balance: 250, repeated: false });
    expect(r.body.redemption).toMatchObject({
      rewardId: cheap._id,
      rewardName: 'Sticker',
      points: 50,
      status: 'redeemed',
      channel: 'counter',
    });
    const entries = await entriesOf(shop.id, phone);
    expect(entries).toHaveLength(entriesBefore + 1);
    expect(entries.filter((e) => e.source === 'redemption')).toMatchObject([
      { redemptionId: r.body.redemption._id, points: -50, rewardName: 'Sticker' },
    ]);
    expect((await balanceItem(shop.id, phone))?.points).toBe(250);
    // the ledger's own read shows it too
    const points = await shop.staff.get(userPath(shop.id, `points/phone/${phone}`));
    expect(points.body.balance).toBe(250);
    expect(points.body.entries[0]).toMatchObject({ source: 'redemption', points: -50 });
    // and the store's redemptions list
    const list = await shop.staff.get(`/api/client/${shop.id}/loyalty/redemptions`);
    expect(list.body.redemptions.map((x: { _id: string }) => x._id)).toContain(r.body.redemption._id);
  });

  it('refuses a redemption the balance does not hold (409 with both figures), and writes nothing', async () => {
    const dear = await defineReward({ name: 'Vaporizer', pointsCost: 1000 });
    const phone = await memberWith(shop.id, 150);
    const before = await entriesOf(shop.id, phone);
    const r = await shop.staff.post(userPath(shop.id, `redeem/phone/${phone}`), { rewardId: dear._id, key: key() });
    expect(r.status).toBe(409);
    expect(r.body.errorMessage).toBe(messages.notEnoughPoints(1000, 150));
    expect(await entriesOf(shop.id, phone)).toEqual(before);
    expect((await balanceItem(shop.id, phone))?.points).toBe(150);
    // a member with no points at all
    const none = await memberWith(shop.id, 0);
    const empty = await shop.staff.post(userPath(shop.id, `redeem/phone/${none}`), { rewardId: dear._id, key: key() });
    expect(empty.status).toBe(409);
    expect(await entriesOf(shop.id, none)).toEqual([]);
  });

  it('records a key sent twice, and five times at once, as one redemption', async () => {
    const reward = await defineReward({ name: 'Lighter', pointsCost: 100 });
    const phone = await memberWith(shop.id, 1000);
    const once = key();
    const first = await shop.staff.post(userPath(shop.id, `redeem/phone/${phone}`), {
      rewardId: reward._id,
      key: once,
    });
    const again = await shop.staff.post(userPath(shop.id, `redeem/phone/${phone}`), {
      rewardId: reward._id,
      key: once,
    });
    expect(first.body).toMatchObject({ repeated: false, balance: 900 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ repeated: true, balance: 900 });
    expect(again.body.redemption).toEqual(first.body.redemption);
    const racing = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        shop.staff.post(userPath(shop.id, `redeem/phone/${phone}`), { rewardId: reward._id, key: racing }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.redemption._id)).size).toBe(1);
    expect(answers.filter((a) => !a.body.repeated)).toHaveLength(1);
    const redemptions = (await entriesOf(shop.id, phone)).filter((e) => e.source === 'redemption');
    expect(redemptions).toHaveLength(2);
    expect((await balanceItem(shop.id, phone))?.points).toBe(800);
  });

  it('refuses a stranger, an unknown reward, one not running and a malformed key', async () => {
    const reward = await defineReward({ name: 'Hat', pointsCost: 10 });
    const stranger = national();
    expect(
      await shop.staff.post(userPath(shop.id, `redeem/phone/${stranger}`), { rewardId: reward._id, key: key() }),
    ).toMatchObject({
      status: 404,
      body: { errorMessage: memberMessages.notMember },
    });
    const phone = await memberWith(shop.id, 100);
    expect(
      (await shop.staff.post(userPath(shop.id, `redeem/phone/${phone}`), { rewardId: 'c'.repeat(24), key: key() }))
        .status,
    ).toBe(404);
    const ended = await defineReward({
      name: 'Last year',
      pointsCost: 10,
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      timeZone: 'UTC',
    });
    expect(
      await shop.staff.post(userPath(shop.id, `redeem/phone/${phone}`), { rewardId: ended._id, key: key() }),
    ).toMatchObject({
      status: 409,
      body: { errorMessage: messages.rewardNotAvailable },
    });
    expect(
      (await shop.staff.post(userPath(shop.id, `redeem/phone/${phone}`), { rewardId: reward._id, key: 'x' })).status,
    ).toBe(400);
    expect((await balanceItem(shop.id, phone))?.points).toBe(100);
  });
});

describe('reversing', () => {
  it('gives the points back with one reversing entry and the reason, once however often staff press', async () => {
    const reward = await defineReward({ name: 'Rolling papers', pointsCost: 120 });
    const phone = await memberWith(shop.id, 200);
    const r = await shop.staff.post(userPath(shop.id, `redeem/phone/${phone}`), { rewardId: reward._id, key: key() });
    expect(r.body.balance).toBe(80);
    const id = r.body.redemption._id as string;
    const path = userPath(shop.id, `reverse/phone/${phone}/${id}`);
    expect((await shop.staff.post(path, { reason: '  ' })).body.errorMessage).toContain(messages.reasonRequired);
    const answers = await Promise.all([
      shop.staff.post(path, { reason: 'Rang up twice' }),
      shop.staff.post(path, { reason: 'Rang up twice' }),
      shop.staff.post(path, { reason: 'Rang up twice' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => !a.body.repeated)).toHaveLength(1);
    for (const a of answers) {
      expect(a.body.balance).toBe(200);
      expect(a.body.redemption).toMatchObject({
        status: 'reversed',
        reason: 'Rang up twice',
        reversedBy: shop.staff.userId,
      });
    }
    const entries = await entriesOf(shop.id, phone);
    expect(entries.filter((e) => e.source === 'reversal')).toMatchObject([
      { redemptionId: id, points: 120, reason: 'Rang up twice' },
    ]);
    expect((await balanceItem(shop.id, phone))?.points).toBe(200);
    expect(
      (await shop.staff.post(userPath(shop.id, `reverse/phone/${phone}/${'d'.repeat(24)}`), { reason: 'no' })).status,
    ).toBe(404);
  });
});

describe('the confirmation text', () => {
  it('texts a member by day through the send path, once for a key sent twice, with the warnings', async () => {
    const reward = await defineReward({ name: 'Mug', pointsCost: 60 });
    const phone = await memberWith(shop.id, 100, zoneWhere(true));
    const once = key();
    const r = await shop.staff.post(userPath(shop.id, `redeem/phone/${phone}`), { rewardId: reward._id, key: once });
    await shop.staff.post(userPath(shop.id, `redeem/phone/${phone}`), { rewardId: reward._id, key: once });
    await expect.poll(() => textsTo(phone), { timeout: 30_000 }).toHaveLength(1);
    const [text] = await textsTo(phone);
    expect(text).toContain(messages.redemptionText('Reward Test Store', 'Mug', 60, 40));
    expect(text).toContain('For use only by adults twenty-one and older.');
    const send = await storedItem(sendKey(r.body.redemption._id, `+1${phone}`));
    expect(send?.decision).toBe('sent');
    // not in the store's messages history
    const history = await shop.staff.get(`/api/client/${shop.id}/messages`);
    expect(history.body.messages.map((m: { _id: string }) => m._id)).not.toContain(r.body.redemption._id);
    expect(await storedItem(messageKey(shop.id, r.body.redemption._id))).toMatchObject({ origin: 'reward' });
  });

  it('holds it through quiet hours on the member’s clock: recorded, not texted', async () => {
    const reward = await defineReward({ name: 'Keychain', pointsCost: 20 });
    const phone = await memberWith(shop.id, 100, zoneWhere(false));
    const r = await shop.staff.post(userPath(shop.id, `redeem/phone/${phone}`), { rewardId: reward._id, key: key() });
    expect(r.status).toBe(200);
    await expect
      .poll(async () => (await storedItem(sendKey(r.body.redemption._id, `+1${phone}`)))?.decision, { timeout: 30_000 })
      .toBe('quietHours');
    expect(await textsTo(phone)).toEqual([]);
  });
});

describe('companies kept apart', () => {
  it("refuses another company's staff every reward call, and finds nothing of one company under another", async () => {
    const reward = await defineReward({ name: 'Private', pointsCost: 10 });
    const phone = await memberWith(shop.id, 100);
    const r = await shop.staff.post(userPath(shop.id, `redeem/phone/${phone}`), { rewardId: reward._id, key: key() });
    const id = r.body.redemption._id as string;
    const tries = [
      other.staff.get(rewardsPath(shop.id)),
      other.staff.post(rewardsPath(shop.id), { name: 'Mine', pointsCost: 1 }),
      other.staff.put(rewardsPath(shop.id, `/${reward._id}`), { name: 'Mine', pointsCost: 1 }),
      other.staff.get(userPath(shop.id, `rewards/phone/${phone}`)),
      other.staff.post(userPath(shop.id, `redeem/phone/${phone}`), { rewardId: reward._id, key: key() }),
      other.staff.post(userPath(shop.id, `reverse/phone/${phone}/${id}`), { reason: 'mine' }),
      other.staff.get(`/api/client/${shop.id}/loyalty/redemptions`),
    ];
    for (const a of await Promise.all(tries)) expect(a.status).toBe(403);
    // through its own company, the other store names nothing of this one
    await setClient(other.id, { loyaltyEnabled: true });
    expect(
      (await other.staff.put(rewardsPath(other.id, `/${reward._id}`), { name: 'Mine', pointsCost: 1 })).status,
    ).toBe(404);
    expect(
      (await other.staff.post(userPath(other.id, `redeem/phone/${phone}`), { rewardId: reward._id, key: key() }))
        .status,
    ).toBe(404);
    expect(
      (await other.staff.post(userPath(other.id, `reverse/phone/${phone}/${id}`), { reason: 'mine' })).status,
    ).toBe(404);
    expect((await other.staff.get(`/api/client/${other.id}/loyalty/redemptions`)).body.redemptions).toEqual([]);
    expect((await balanceItem(shop.id, phone))?.points).toBe(90);
  });

  it('refuses a company without loyalty', async () => {
    const off = await freshCompany({ type: 'dispensary', name: 'No Loyalty Rewards' });
    const offStaff = await memberOf(base, { dispensaryUser: true, clientAssignment: off.id });
    expect((await offStaff.get(rewardsPath(off.id))).status).toBe(403);
    expect((await offStaff.post(rewardsPath(off.id), { name: 'Gift', pointsCost: 1 })).status).toBe(403);
  });
});

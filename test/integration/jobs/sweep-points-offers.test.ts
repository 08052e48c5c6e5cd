import { describe, expect, inject, it } from 'vitest';
import type { PointsOffer } from '#shared/schemas/points-offer';
import { newId } from '#lib/base/ids';
import { storedItem, storedItems } from '#test/support/table';
import { clientPartition } from '#lib/clients/keys';
import { clientOffersPartition, offerKey } from '#lib/loyalty/keys';
import { addOffer } from '#test/support/data/loyalty';
import { messageKey } from '#lib/loyalty/keys';

// The offer schedule on the local runtime and DynamoDB Local: offers written as the create call
// writes them, with times around now, then the sweep run by hand, again, and twice at once.

const base = inject('baseUrl');
const hour = 3_600_000;

function offer(client: string, status: PointsOffer['status'], startsIn: number, endsIn: number, sendMessage = false) {
  const now = Date.now();
  const o: PointsOffer = {
    _id: newId(),
    client,
    basePoints: 50,
    calculationMethod: 'basePoints',
    startDate: new Date(now + startsIn).toISOString().slice(0, 10),
    endDate: new Date(now + endsIn).toISOString().slice(0, 10),
    timeZone: 'UTC',
    startsAt: new Date(now + startsIn).toISOString(),
    endsAt: new Date(now + endsIn).toISOString(),
    productSpecific: [],
    pointOfferType: 'checkIn',
    sendMessage,
    ...(sendMessage ? { mmsMessage: 'Offer starts now' } : {}),
    status,
    multiple: false,
    awardedPoints: 0,
    createdBy: newId(),
    createdAt: new Date(now - 2 * hour).toISOString(),
    updatedAt: new Date(now - 2 * hour).toISOString(),
  };
  return o;
}
const put = addOffer;
const read = async (o: PointsOffer) => ({ Item: await storedItem(offerKey(o.client, o._id)) }).Item!;
const messages = async (client: string) => await storedItems(clientPartition(client), messageKey(client, '').sk);
const run = async () => {
  const r = await fetch(`${base}/__local/schedules/run?handler=jobs/schedules/sweep-points-offers`, { method: 'POST' });
  expect(r.status).toBe(200);
};

describe('the points offer schedule', () => {
  it('starts due offers, ends past ones, leaves the rest, and writes a starting offer its message once', async () => {
    const client = newId();
    const due = offer(client, 'inactive', -1000, 24 * hour, true);
    const upcoming = offer(client, 'inactive', hour, 25 * hour, true);
    const over = offer(client, 'active', -25 * hour, -1000);
    const missed = offer(client, 'inactive', -48 * hour, -24 * hour, true);
    const running = offer(client, 'active', -hour, hour);
    for (const o of [due, upcoming, over, missed, running]) await put(o);

    await Promise.all([run(), run()]);
    const started = await read(due);
    expect(started).toMatchObject({
      status: 'active',
      gsi1pk: clientOffersPartition(client, 'active'),
      gsi3pk: 'OFFERS#active',
    });
    expect(started.gsi3sk).toBe(`${due.endsAt}#${due._id}`);
    expect(await read(upcoming)).toMatchObject({ status: 'inactive', gsi3pk: 'OFFERS#inactive' });
    for (const o of [over, missed]) {
      const ended = await read(o);
      expect(ended).toMatchObject({ status: 'expired', gsi1pk: clientOffersPartition(client, 'expired') });
      expect(ended.gsi3pk).toBeUndefined();
    }
    expect(await read(running)).toMatchObject({ status: 'active' });
    const sent = await messages(client);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ _id: started.messageId, offerId: due._id, origin: 'offer', status: 'pending' });

    // a repeated run changes nothing: no second start, no second message
    const before = await Promise.all([due, upcoming, over, missed, running].map(read));
    await run();
    expect(await Promise.all([due, upcoming, over, missed, running].map(read))).toEqual(before);
    expect(await messages(client)).toHaveLength(1);
  });
});

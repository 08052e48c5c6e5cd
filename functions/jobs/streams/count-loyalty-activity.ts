import * as z from 'zod/mini';
import { dayIn } from '#shared/points-offers';
import { monthStart, weekStart } from '#shared/loyalty-periods';
import { storeTimeZone } from '#shared/store-time-zone';
import { getClient } from '#lib/clients/store';
import { checkedInBefore, countActive, countOnce, type DayCounts } from '#lib/loyalty/store/activity';
import { streamWorker, type Change } from '#lib/runtime/worker';

// Keeps the loyalty counts per day of the store's clock (docs/client-loyalty-analytics.md,
// Counters): joins and opt-outs from members, check-ins (repeat visits among them, and the
// members active each week and month) from check-ins, points issued and redeemed from the ledger,
// texts sent, delivered and failed from their delivery items, and members' kiosk orders. Each
// event's counts are written with its id in one conditional transaction, so a redelivered record
// counts nothing (`once: false`: the counts are idempotent by themselves).

const image = z.union([
  z.object({
    entity: z.literal('loyaltyMember'),
    clientId: z.string(),
    joinedAt: z.string(),
    updatedAt: z.string(),
    loyaltyStatus: z.string(),
  }),
  z.object({
    entity: z.literal('loyaltyCheckIn'),
    clientId: z.string(),
    phone: z.string(),
    at: z.string(),
    id: z.string(),
  }),
  z.object({
    entity: z.literal('loyaltyPoints'),
    clientId: z.string(),
    source: z.string(),
    points: z.number(),
    at: z.string(),
  }),
  z.object({
    entity: z.literal('loyaltyDelivery'),
    pk: z.string(),
    messageId: z.optional(z.string()),
    status: z.optional(z.string()),
  }),
  z.object({
    entity: z.literal('kioskOrder'),
    clientId: z.string(),
    createdAt: z.string(),
    // the table holds the member's whole phone; the masked `member` is only in what staff are shown
    memberPhone: z.optional(z.string()),
  }),
]);
type Item = z.output<typeof image>;

// a store's zone changes only with its address: a few minutes' memory spares a read per record
const ZONE_MS = 5 * 60_000;
const zones = new Map<string, { zone: string; until: number }>();
async function storeZone(clientId: string): Promise<string> {
  const known = zones.get(clientId);
  if (known && known.until > Date.now()) return known.zone;
  const client = (await getClient(clientId)) as { state?: string; zip?: string } | undefined;
  const zone = storeTimeZone(client ?? {});
  zones.set(clientId, { zone, until: Date.now() + ZONE_MS });
  return zone;
}

/** What a text's status says in the end: delivered, failed, or nothing yet. */
const outcome = (status: string | undefined) =>
  status === 'delivered'
    ? 'textsDelivered'
    : status === 'failed' || status === 'undelivered'
      ? 'textsFailed'
      : undefined;

/** The event's counts, its client and the instant they fall on; nothing when it counts nothing. */
function countsOf(change: Change<Item>): { clientId: string; at: Date; adds: DayCounts } | undefined {
  const item = change.image;
  const before = change.oldImage;
  const inserted = change.eventName === 'INSERT';
  switch (item.entity) {
    case 'loyaltyMember': {
      if (inserted) return { clientId: item.clientId, at: new Date(item.joinedAt), adds: { joins: 1 } };
      const was = before?.entity === 'loyaltyMember' ? before.loyaltyStatus : undefined;
      if (item.loyaltyStatus === 'optedOut' && was !== 'optedOut')
        return { clientId: item.clientId, at: new Date(item.updatedAt), adds: { optedOut: 1 } };
      return undefined;
    }
    case 'loyaltyPoints': {
      if (!inserted) return undefined;
      const adds =
        item.source === 'redemption' || item.source === 'reversal'
          ? { pointsRedeemed: -item.points }
          : { pointsIssued: item.points };
      return { clientId: item.clientId, at: new Date(item.at), adds };
    }
    case 'loyaltyDelivery': {
      // `SID#<clientId>#<sid>`: a status callback names nothing else
      const clientId = item.pk.split('#')[1] ?? '';
      const old = before?.entity === 'loyaltyDelivery' ? before : undefined;
      const adds: DayCounts = {};
      if (item.messageId && !old?.messageId) adds.textsSent = 1;
      const was = outcome(old?.status);
      const now = outcome(item.status);
      if (was !== now) {
        if (was) adds[was] = -1;
        if (now) adds[now] = 1;
      }
      // the item carries no time: the change is counted on the day it happens
      return Object.keys(adds).length ? { clientId, at: new Date(), adds } : undefined;
    }
    case 'kioskOrder':
      return inserted && item.memberPhone
        ? { clientId: item.clientId, at: new Date(item.createdAt), adds: { memberOrders: 1 } }
        : undefined;
    case 'loyaltyCheckIn':
      return undefined;
  }
}

export const handler = streamWorker(
  { name: 'count-loyalty-activity', image, events: ['INSERT', 'MODIFY'], once: false },
  async (change) => {
    const item = change.image;
    if (item.entity === 'loyaltyCheckIn') {
      if (change.eventName !== 'INSERT') return;
      const zone = await storeZone(item.clientId);
      const day = dayIn(zone, new Date(item.at));
      const repeat = await checkedInBefore(item.clientId, item.phone, item.at, item.id);
      await countOnce(change.id, item.clientId, day, { checkIns: 1, ...(repeat && { repeatVisits: 1 }) });
      // each mark is idempotent by itself: a retry after a failure here counts what is left
      await countActive(item.clientId, item.phone, 'week', weekStart(day));
      await countActive(item.clientId, item.phone, 'month', monthStart(day));
      return;
    }
    const counted = countsOf(change);
    if (!counted) return;
    const day = dayIn(await storeZone(counted.clientId), counted.at);
    await countOnce(change.id, counted.clientId, day, counted.adds);
  },
);

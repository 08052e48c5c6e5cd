import { getDelivery, keepDeliveryStatus, type DeliveryItem } from '#lib/loyalty/store/deliveries';
import { countFinalStatus, setDeliveryPercent } from '#lib/loyalty/store/messages';
import { advanceSendStatus } from '#lib/loyalty/store/sends';
import { completeIfDone } from './completion.ts';
import { deliveryPercentOf } from './messages.ts';

// What the provider's status callbacks change (after the webhook checked their signature): the
// member's send record, and the message's counts and deliveryPercent. Callbacks come late, twice,
// or out of order; a status only moves forward (queued → sent → delivered, failed or undelivered),
// so a repeated or stale callback changes nothing and counts nothing twice. A final status is
// counted once on the message: delivered, failed or undelivered, and finished.
//
// A callback may also come before the send has written the SID the provider answered with (the
// provider calls back while its answer is still on the way). Every callback is therefore kept on
// the text's own item, `SID#<clientId>#<sid>` / `DELIVERY`, which the send writes its
// message and member onto as well: whichever of the two writes comes second sees the other and
// applies the status, so no callback is lost however they interleave.

const RANK: Record<string, number> = { queued: 1, sending: 2, sent: 3, delivered: 4, failed: 4, undelivered: 4 };
const FINAL = new Set(['delivered', 'failed', 'undelivered']);

export interface DeliveryStatus {
  clientId: string;
  messageId: string;
  phone: string;
  /** the provider's message SID: a callback for another SID (a forged or mixed-up one) is ignored */
  sid: string;
  status: string;
}

/** Applies one status callback; answers whether it changed anything. */
export async function applyDeliveryStatus(s: DeliveryStatus): Promise<boolean> {
  const rank = RANK[s.status];
  if (!rank) return false;
  if (!(await advanceSendStatus(s.messageId, s.phone, s.sid, s.status, rank))) return false;
  if (!FINAL.has(s.status)) return true;
  const m = await countFinalStatus(s.clientId, s.messageId, s.status);
  // a later callback's own figure wins: this one writes only if nothing was counted meanwhile
  await setDeliveryPercent(
    s.clientId,
    s.messageId,
    deliveryPercentOf(m.deliveredCount, m.sentCount ?? 0),
    m.finishedCount,
  );
  await completeIfDone(s.clientId, s.messageId);
  return true;
}

const apply = (clientId: string, sid: string, item: DeliveryItem | undefined) =>
  item?.messageId && item.phone && item.status
    ? applyDeliveryStatus({ clientId, messageId: item.messageId, phone: item.phone, sid, status: item.status })
    : Promise.resolve(false);

/**
 * Applies a verified status callback of a company's provider, which names only the text's SID. The
 * status is kept on the text's delivery item if it ranks at least as high as what is there (the
 * same status again is applied again: a callback whose first try failed half-way is made good);
 * when the send is already on the item, it moves forward now, else the send applies it when it
 * writes itself there (noteSent). A SID of no send of this company (another company's, a
 * transactional text's) changes nothing but its own item, which expires.
 */
export async function applyStatusCallback(clientId: string, sid: string, status: string): Promise<boolean> {
  const rank = RANK[status];
  if (!rank) return false;
  const item = await keepDeliveryStatus(clientId, sid, status, rank);
  return item ? apply(clientId, sid, item) : false;
}

/** After the send wrote itself on the delivery item: applies a status a callback left there first. */
export async function noteSent(clientId: string, sid: string): Promise<void> {
  await apply(clientId, sid, await getDelivery(clientId, sid));
}

import {
  DEFERRED_SENDS,
  deliveryKey,
  memberPartition,
  messageKey,
  offersDuePartition,
  sendKey,
  textDayKey,
} from '#lib/loyalty/keys';
import { everyItem, storedItem } from './table.ts';

// The platform changes some items with no request at all: the minute sweeps start the loyalty
// messages and points offers whose time has come, end the offers whose time is up, and send the
// texts that waited for their member's morning (8 am on the member's clock: a suite that runs
// across it sees every text other files left waiting go out). A test that asserts "nothing was
// written" learns here which changes were already under way when it looked, and may come anyway.

/**
 * What was under way in the table now: the loyalty messages not complete (their sends, the texts'
 * delivery items and the members' daily counts may still come) and the offers waiting to start or
 * end. Answers a filter that keeps, of changed `pk|sk` keys, those none of that explains.
 */
export async function underWay() {
  const messages = new Set<string>();
  const clients = new Set<string>();
  const offers = new Set<string>();
  const dueOffers = new Set([offersDuePartition('inactive'), offersDuePartition('active')]);
  for await (const item of everyItem()) {
    if (item.entity === 'loyaltyMessage' && item.status !== 'complete') {
      messages.add(String(item._id));
      clients.add(String(item.client));
    }
    if (item.gsi3pk === DEFERRED_SENDS) {
      messages.add(String(item.messageId));
      clients.add(String(item.clientId));
    }
    if (dueOffers.has(String(item.gsi3pk))) offers.add(`${String(item.pk)}|${String(item.sk)}`);
  }

  const keyOf = (k: { pk: string; sk: string }) => `${k.pk}|${k.sk}`;
  const explained = async (key: string) => {
    if (offers.has(key)) return true;
    const [pk = '', sk = ''] = key.split('|');
    for (const id of messages) if (pk === sendKey(id, '').pk) return true;
    for (const client of clients) {
      if (pk.startsWith(memberPartition(client, '')) && sk.startsWith(textDayKey(client, '', '').sk)) return true;
      if (pk.startsWith(deliveryKey(client, '').pk) && sk === deliveryKey(client, '').sk) {
        const item = await storedItem({ pk, sk });
        if (item && messages.has(String(item.messageId))) return true;
      }
    }
    return [...messages].some((id) => [...clients].some((client) => keyOf(messageKey(client, id)) === key));
  };
  return async (changed: string[]) => {
    const left: string[] = [];
    for (const key of changed) if (!(await explained(key))) left.push(key);
    return left;
  };
}

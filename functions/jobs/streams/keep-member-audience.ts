import * as z from 'zod/mini';
import { noteBalance, noteVisit } from '#lib/loyalty/store/audiences';
import { streamWorker } from '#lib/runtime/worker';

// Keeps the two member fields segments read (docs/client-loyalty-audiences.md): a check-in's time
// as the member's last visit (only ever later), and the ledger's balance as it now stands, so a
// segment's count reads the members alone and never 50,000 balances. Idempotent by itself
// (`once: false`): the visit only moves forward, and the stream brings one item's changes in order,
// so the balance written last is the newest.

const image = z.union([
  z.object({ entity: z.literal('loyaltyCheckIn'), clientId: z.string(), phone: z.string(), at: z.string() }),
  z.object({ entity: z.literal('loyaltyBalance'), clientId: z.string(), phone: z.string(), points: z.number() }),
]);

export const handler = streamWorker(
  { name: 'keep-member-audience', image, events: ['INSERT', 'MODIFY'], once: false },
  async ({ image: item }) => {
    if (item.entity === 'loyaltyCheckIn') await noteVisit(item.clientId, item.phone, item.at);
    else await noteBalance(item.clientId, item.phone, item.points);
  },
);

import { route } from '../../route-def.ts';
import { clientParamsSchema } from '../../schemas/client.ts';
import { lockAnswerSchema, unlockAnswerSchema, unlockBodySchema } from '../../schemas/kiosk-lock.ts';

// Locking a store tablet as the client's kiosk and unlocking it with the PIN
// (docs/client-kiosk-lock.md). Lock is a member's; unlock is the locked kiosk's own, which has no
// session: its credential says which client's PIN it may try, and the PIN is its proof.

/** 'Lock as Kiosk': sets the kiosk cookies and signs the member out in this browser. */
export const lockKiosk = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/kiosk/lock',
  handler: 'client/kiosk-lock/lock-kiosk',
  access: 'clientMember',
  params: clientParamsSchema,
  response: lockAnswerSchema,
  needs: { table: 'write' },
});

/** The PIN dialog: the right PIN ends the kiosk credential and clears both kiosk cookies. */
export const unlockKiosk = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/kiosk/{clientId}/unlock',
  handler: 'client/kiosk-lock/unlock-kiosk',
  access: 'kiosk',
  params: clientParamsSchema,
  body: unlockBodySchema,
  response: unlockAnswerSchema,
  needs: { table: 'write', settings: ['sessions'] },
});

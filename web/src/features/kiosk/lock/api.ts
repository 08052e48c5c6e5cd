import { call } from '#web/api/client.ts';

// 'Lock as Kiosk' and the PIN that unlocks it (docs/client-kiosk-lock.md). Each is followed by a
// full page load, which starts the cache afresh: nothing is marked stale here.

/** Sets the kiosk cookies and signs the member out. */
export const lockKiosk = (clientId: string) => call('lockKiosk', { params: { clientId } });

/** Checks the PIN; the right one clears the kiosk cookies. */
export const unlockKiosk = (clientId: string, pin: string) =>
  call('unlockKiosk', { params: { clientId }, body: { pin } });

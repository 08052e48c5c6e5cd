import { hashPin } from '#lib/base/pin-hash';
import { saveKioskSettings } from '#lib/kiosk/store/settings';
import { setLockedUntil } from '#lib/kiosk/store/unlock-tries';
import { useLocalTable } from '#test/support/table';

// Test data through the kiosk domain's own store, on the runtime's table.

/** Sets a Pro company's kiosk PIN (and its cart), as its settings form saves them. */
export async function setKioskPin(clientId: string, pin: string, cartEnabled = true): Promise<void> {
  useLocalTable();
  const saved = await saveKioskSettings(clientId, cartEnabled, { set: await hashPin(pin) });
  if (saved === 'notPro' || saved === 'changed') throw new Error(`could not set the kiosk PIN: ${saved}`);
}

/** The wait after the company's last wrong PIN has passed (as if its minutes went by). */
export async function endUnlockWait(clientId: string): Promise<void> {
  useLocalTable();
  await setLockedUntil(clientId, Math.floor(Date.now() / 1000) - 1);
}

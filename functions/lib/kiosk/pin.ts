import { getKioskPinHash } from '#lib/kiosk/store/settings';
import { verifyPin } from '#lib/base/pin-hash';

/**
 * The kiosk unlock check: whether `pin` is the company's kiosk PIN. False when no PIN is set, so a
 * kiosk without one can never be unlocked by guessing an empty PIN.
 */
export async function checkKioskPin(clientId: string, pin: string): Promise<boolean> {
  if (!/^\d{4}$/.test(pin)) return false;
  const stored = await getKioskPinHash(clientId);
  return stored ? verifyPin(pin, stored) : false;
}

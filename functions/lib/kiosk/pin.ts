import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { getKioskPinHash } from '#lib/db/kiosk-settings';

// The kiosk PIN is kept as a salted scrypt hash (docs/client-kiosk-settings.md). A 4-digit PIN has
// only 10,000 values, so the hash protects it from a casual read of the table, not from a search;
// what keeps the kiosk safe is that the hash never leaves the server and the unlock check is the
// server's. The stored form names its parameters, so they can be raised without a migration.

const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

const derive = (pin: string, salt: Buffer, o: ScryptOptions & { N: number }) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(pin, salt, KEY_BYTES, { ...o, maxmem: 256 * o.N * (o.r ?? 8) }, (e, key) => (e ? reject(e) : resolve(key))),
  );

/** `scrypt$N$r$p$<salt>$<hash>` (base64) of a PIN with a fresh 16-byte salt. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `pin` is the PIN `stored` was made from, compared in constant time. */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(pin, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * The kiosk unlock check: whether `pin` is the company's kiosk PIN. False when no PIN is set, so a
 * kiosk without one can never be unlocked by guessing an empty PIN.
 */
export async function checkKioskPin(clientId: string, pin: string): Promise<boolean> {
  if (!/^\d{4}$/.test(pin)) return false;
  const stored = await getKioskPinHash(clientId);
  return stored ? verifyPin(pin, stored) : false;
}

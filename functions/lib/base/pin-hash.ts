import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

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

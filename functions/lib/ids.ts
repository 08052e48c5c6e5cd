import { randomBytes } from 'node:crypto';

/** A new 24-hex id: 4 bytes of Unix seconds then 8 random bytes, so ids sort by creation time. */
export const newId = (now = Date.now()): string =>
  Math.floor(now / 1000).toString(16).padStart(8, '0') + randomBytes(8).toString('hex');

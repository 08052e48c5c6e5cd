import { randomBytes } from 'node:crypto';

/** A new 24-hex id: 4 bytes of Unix seconds then 8 random bytes, so ids sort by creation time. */
export const newId = (now = Date.now()): string =>
  Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0') + randomBytes(8).toString('hex');

// Legacy ids are MongoDB ObjectIds, whose first 4 bytes are their Unix seconds too; none is older
// than MongoDB itself (2009).
const OLDEST_ID_SECONDS = Date.UTC(2009, 0, 1) / 1000;
const CLOCK_SKEW_SECONDS = 86_400;

/** The Unix seconds at which an id was made (its first 4 bytes). */
export const idSeconds = (id: string): number => parseInt(id.slice(0, 8), 16);

/**
 * Whether an id could have been made: its time part lies between 2009 and a day from now. Most
 * made-up ids fail this, so the public catalogue answers them 404 without reading the table.
 */
export function plausibleId(id: string, now = Date.now()): boolean {
  const seconds = idSeconds(id);
  return seconds >= OLDEST_ID_SECONDS && seconds <= now / 1000 + CLOCK_SKEW_SECONDS;
}

import * as z from 'zod/mini';

// Locking a kiosk (docs/client-kiosk-lock.md): a readable cookie naming the client, which the web
// app reads to keep the browser on the storefront, and an httpOnly credential the API checks.

export const KIOSK_COOKIES = { client: 'kioskUser', credential: 'kiosk' } as const;

export const lockAnswerSchema = z.object({ error: z.literal(false), clientId: z.string() });

/** The PIN dialog's answer: anything but the PIN, 4 digits or not, is 'Incorrect PIN. Try again.' */
export const unlockBodySchema = z.strictObject({ pin: z.string().check(z.maxLength(16)) });

export const unlockAnswerSchema = z.object({ error: z.literal(false) });

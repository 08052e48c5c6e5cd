import * as z from 'zod/mini';

// Locking a kiosk (docs/client-kiosk-lock.md); its cookies are named beside the session's
// (KIOSK_COOKIES, schemas/auth.ts), which every secured bundle reads anyway.

export const lockAnswerSchema = z.object({ error: z.literal(false), clientId: z.string() });

/** The PIN dialog's answer: anything but the PIN, 4 digits or not, is 'Incorrect PIN. Try again.' */
export const unlockBodySchema = z.strictObject({ pin: z.string().check(z.maxLength(16)) });

export const unlockAnswerSchema = z.object({ error: z.literal(false) });

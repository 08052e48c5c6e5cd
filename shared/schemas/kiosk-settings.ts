import * as z from 'zod/mini';
import { invalidPin } from '../messages/client/kiosk-settings.ts';

// Kiosk settings (docs/client-kiosk-settings.md): the cart switch and the PIN that unlocks a kiosk.
// The PIN travels once, in the save; the server keeps only its scrypt hash and answers `pinSet`.

/** Exactly 4 digits, or empty to remove the PIN (spec 2 §5). */
export const KIOSK_PIN = /^(\d{4})?$/;

/** The spec's entity PUT with kioskConfig[cartEnabled] and kioskConfig[pin], as a route of its own. */
export const kioskSettingsBodySchema = z.strictObject({
  cartEnabled: z.boolean(),
  /** A new PIN; '' removes it; absent keeps the one set. */
  pin: z.optional(z.string().check(z.regex(KIOSK_PIN, invalidPin))),
});

export const kioskConfigSchema = z.object({ cartEnabled: z.boolean(), pinSet: z.boolean() });

export const kioskSettingsAnswerSchema = z.object({ error: z.literal(false), kioskConfig: kioskConfigSchema });

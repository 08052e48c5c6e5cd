import * as messages from '#shared/messages/client/loyalty-members';
import { withinLimit } from '#lib/auth/rate-limit';
import { confirmWithCode, countCodeAttempt, getActivationCode, getMember } from '#lib/loyalty/store/members';
import { verifyPin } from '#lib/base/pin-hash';
import { httpError } from '#lib/base/errors';

// Activation codes prove a phone is the shopper's before the programme texts it (docs/client-loyalty-members.md).
// Six digits, good for ten minutes and five guesses, kept as a salted scrypt hash (the kiosk PIN's
// hash: a million codes at tens of milliseconds each take hours to search, far past a code's ten
// minutes). Sending one costs the business a text and can be abused to pump texts to numbers an
// attacker is paid for, so every code counts against three limits at once: the phone, the store,
// and the address asking.

export const CODE_DIGITS = 6;
export const CODE_VALID_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

/** Sliding windows (#lib/auth/rate-limit), each with the sentence its 429 answers. */
export const CODE_LIMITS = {
  // a shopper waiting for a text taps Send New Code a few times; nobody needs more than ten a day
  phone: [
    { max: 3, windowSeconds: 600 },
    { max: 10, windowSeconds: 86_400 },
  ],
  // one store's kiosks sign up a busy day's shoppers; not thousands an hour
  client: [{ max: 120, windowSeconds: 3600 }],
  // a store's kiosks share its address
  address: [{ max: 60, windowSeconds: 3600 }],
} as const;

const tooMany = (m: string) => httpError(429, m);

/** Counts a code about to be sent against every limit: 429 with the limit's sentence when one is over. */
export async function countCodeSend(clientId: string, phone: string, address: string): Promise<void> {
  const check = (key: string, limits: readonly { max: number; windowSeconds: number }[]) =>
    Promise.all(limits.map((l) => withinLimit({ key: `${key}:${l.windowSeconds}`, ...l }))).then((r) =>
      r.every(Boolean),
    );
  const [phoneOk, clientOk, addressOk] = await Promise.all([
    check(`loyaltycode:phone:${phone}`, CODE_LIMITS.phone),
    check(`loyaltycode:client:${clientId}`, CODE_LIMITS.client),
    check(`loyaltycode:ip:${address}`, CODE_LIMITS.address),
  ]);
  if (!phoneOk) throw tooMany(messages.tooManyForPhone);
  if (!addressOk) throw tooMany(messages.tooManyFromAddress);
  if (!clientOk) throw tooMany(messages.tooManyForClient);
}

export type CodeCheck = 'confirmed' | 'wrong' | 'expired' | 'exhausted' | 'notPending';

/**
 * Checks a guess and, when right, confirms the member with their categories. Each guess is counted
 * before it is checked; the answer says which way it went.
 */
export async function confirmCode(
  clientId: string,
  phone: string,
  guess: string,
  categories: string[],
  now = Date.now(),
): Promise<CodeCheck> {
  const code = await getActivationCode(clientId, phone);
  if (!code || code.validUntil <= now) return 'expired';
  if (code.attempts >= CODE_MAX_ATTEMPTS) return 'exhausted';
  if (!(await countCodeAttempt(clientId, phone, code.hash, CODE_MAX_ATTEMPTS, now))) {
    // replaced, used, timed out or out of guesses since it was read: say which, from what is there now
    const after = await getActivationCode(clientId, phone);
    return after && after.validUntil > now && after.attempts >= CODE_MAX_ATTEMPTS ? 'exhausted' : 'expired';
  }
  if (!/^\d+$/.test(guess) || !(await verifyPin(guess, code.hash))) return 'wrong';
  if (await confirmWithCode(clientId, phone, code.hash, categories)) return 'confirmed';
  // a right code that could not be used: replaced by a newer one, or the member is no longer pending
  return (await getMember(clientId, phone, true))?.loyaltyStatus === 'pending' ? 'expired' : 'notPending';
}

import { randomInt } from 'node:crypto';
import * as messages from '#shared/messages/client/loyalty-members';
import type { Client } from '#shared/schemas/catalog';
import { putActivationCode } from '#lib/loyalty/store/members';
import { hashPin } from '#lib/base/pin-hash';
import { badRequest, conflict, httpError } from '#lib/base/errors';
import { CODE_DIGITS, CODE_VALID_MS } from './activation-codes.ts';
import { callbackUrl } from './provider/callback-urls.ts';
import { messagingFor, type CompanyMessaging } from './provider/for-client.ts';
import { retryable } from './provider/port.ts';

// Sending an activation code (activation-codes.ts holds the codes' rules and checks): apart, so
// the code check (confirm) does not carry the provider's client, about 1 MB of bundle.

/**
 * The company's provider, which texts its codes; 409 while its messaging settings are incomplete
 * (asked before anything is counted or written: without it no code can reach anyone).
 */
export async function codeSender(clientId: string): Promise<CompanyMessaging> {
  const messaging = await messagingFor(clientId);
  if (!messaging) throw conflict(messages.noTexting);
  return messaging;
}

/**
 * Texts the member a new code, replacing any before it; the caller counted it first (countCodeSend).
 * A transactional text: through the company's provider port from its number, without the
 * marketing rules (warnings, cap, quiet hours). The code is stored before it is sent, so a text
 * never carries a code the check would not know; a send that fails leaves a code nobody received,
 * which the next one replaces. Provider throttling or an outage answers 503 (try again), a refusal
 * of the number 400; the kiosk's 'Your new activation code has been sent' follows only a text the
 * provider took.
 */
export async function sendActivationCode(client: Client, phone: string, messaging: CompanyMessaging): Promise<void> {
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  await putActivationCode(client._id, phone, {
    hash: await hashPin(code),
    attempts: 0,
    validUntil: Date.now() + CODE_VALID_MS,
  });
  try {
    await messaging.provider.send({
      to: phone,
      from: messaging.from,
      body: messages.codeText(client.name, code),
      mediaUrls: [],
      // no send record has this SID: its callbacks change nothing
      statusCallback: callbackUrl(client._id, 'status'),
    });
  } catch (e) {
    throw retryable(e) ? httpError(503, messages.codeNotSent) : badRequest(messages.codeRefused);
  }
}

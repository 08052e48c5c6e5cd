import * as messages from '#shared/messages/client/loyalty-keywords';
import type { Client } from '#shared/schemas/catalog';
import type { Consent } from '#shared/schemas/loyalty-member';
import {
  claimInbound,
  markAnswered,
  markAnsweredByProvider,
  markAnswerRefused,
  releaseInbound,
} from '#lib/loyalty/store/inbound';
import { getMember, setConsent } from '#lib/loyalty/store/members';
import { logger } from '#lib/base/logger';
import { inboundIntent } from './compliance.ts';
import { callbackUrl } from './provider/callback-urls.ts';
import type { CompanyMessaging } from './provider/for-client.ts';
import { retryable } from './provider/port.ts';

// What a member's text to the company's number does (docs/client-loyalty-messages.md, Webhooks).
// STOP and its wordings opt the member out at once, START and its kin opt them back in, each with
// the consent change recorded (source keyword, the words texted, the phone and the provider's
// message id) and one confirmation (the provider's own, where it confirms that keyword itself, as
// Twilio does STOP and START); HELP and INFO answer the business's contact line. The answers
// are transactional texts: through the provider port, without the marketing rules (no warning,
// cap or quiet hours). Providers redeliver webhooks, so each inbound message is claimed by its id
// (`CLIENT#<c>#MEMBER#<phone>` / `INBOUND#<sid>`, kept as the record of the keyword) before
// anything is done, and answered at most once.

export interface InboundText {
  /** the provider's id of the inbound message */
  sid: string;
  from: string;
  body: string;
}

export type InboundOutcome =
  'ignored' | 'unknownSender' | 'duplicate' | 'unchanged' | 'answered' | 'answeredByProvider' | 'refused';

export async function answerInbound(
  client: Client,
  messaging: CompanyMessaging,
  text: InboundText,
  now = new Date(),
): Promise<InboundOutcome> {
  const intent = inboundIntent(text.body);
  if (!intent) return 'ignored';
  const member = await getMember(client._id, text.from, true);
  if (!member) return 'unknownSender';
  const inbound = { clientId: client._id, phone: text.from, sid: text.sid };
  if (!(await claimInbound(inbound, intent, now.toISOString()))) return 'duplicate';
  let sent = false;
  try {
    const reply = await change();
    if (!reply) return 'unchanged';
    // the provider's own confirmation is the one: ours would be a second, or refused (Twilio's 21610)
    if (messaging.provider.confirmsKeyword?.(text.body)) {
      await markAnsweredByProvider(inbound);
      return 'answeredByProvider';
    }
    const answer = await messaging.provider
      .send({
        to: text.from,
        from: messaging.from,
        body: reply,
        mediaUrls: [],
        // no send record has this SID: its callbacks change nothing
        statusCallback: callbackUrl(client._id, 'status'),
      })
      .catch(async (e: unknown) => {
        if (retryable(e)) throw e;
        // a refusal for good (a number the provider has unsubscribed on a wording it does not know as a keyword)
        logger.warn('keyword answer refused', { clientId: client._id, intent, error: (e as Error).message });
        await markAnswerRefused(inbound, (e as Error).message);
        return undefined;
      });
    if (!answer) return 'refused';
    sent = true;
    await markAnswered(inbound, answer.sid);
    return 'answered';
  } catch (e) {
    // undone unless the answer went, so the provider's retry does it all again
    if (!sent) await releaseInbound(inbound);
    throw e;
  }

  /** Changes the member's consent as the keyword asks; answers the text to send, if any. */
  async function change(): Promise<string | undefined> {
    if (intent === 'help') return messages.help(client.name, client.phone1 || client.phone2 || undefined);
    const optOut = intent === 'optOut';
    const due = optOut ? member!.loyaltyStatus !== 'optedOut' : member!.loyaltyStatus === 'optedOut';
    const address = `${text.from} (message ${text.sid})`;
    // an earlier delivery of this same message made the change, then failed to answer
    const madeByThis = member!.consent.source === 'keyword' && member!.consent.address === address;
    if (!due && !madeByThis) return undefined;
    if (due) {
      const consent: Consent = {
        status: optOut ? 'revoked' : 'granted',
        at: now.toISOString(),
        source: 'keyword',
        wording: text.body.trim().slice(0, 2000) || intent!,
        address,
      };
      await setConsent(client._id, text.from, consent);
    }
    return optOut ? messages.optedOut(client.name) : messages.optedIn(client.name);
  }
}

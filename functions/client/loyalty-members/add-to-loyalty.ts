import * as messages from '#shared/messages/client/loyalty-members';
import * as loyaltyMembers from '#shared/routes/client/loyalty-members';
import { ageProblem, type Consent, type LoyaltyMember } from '#shared/schemas/loyalty-member';
import { timeZoneForZip } from '#shared/zip-time-zones';
import { clientIp } from '#lib/auth/rate-limit';
import { createMember, getMember, setConsent } from '#lib/loyalty/store/members';
import { countCodeSend } from '#lib/loyalty/activation-codes';
import { codeSender, sendActivationCode } from '#lib/loyalty/code-texts';
import { loyaltyClient, memberPhone, memberView } from '#lib/loyalty/members';
import { badRequest, conflict } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Signup For Loyalty (spec 3 §4, §5): the ZIP (5 or 5+4, and a US place, for the member's time
 * zone) and the age (21 to 120). The member is recorded pending, with the consent sentence the
 * kiosk showed, when, from which address and device; then an activation code is texted. A phone
 * still pending (or opted out) signs up again: its consent is recorded again and a new code sent.
 */
export const handler = securedRoute(loyaltyMembers.addToLoyalty, async ({ params, body, event }) => {
  const client = await loyaltyClient(params.clientId);
  const phone = memberPhone(params.phone);
  const timeZone = timeZoneForZip(params.zip);
  if (!timeZone) throw badRequest(messages.zipRequired);
  const age = ageProblem(params.age);
  if (age) throw badRequest(age === 'underAge' ? messages.overAge : messages.ageNotPlausible);
  const existing = await getMember(client._id, phone, true);
  if (existing?.loyaltyStatus === 'active') throw conflict(messages.alreadyMember);

  const texting = await codeSender(client._id);
  const ip = clientIp(event.headers, event.requestContext.http.sourceIp);
  await countCodeSend(client._id, phone, ip);
  const at = new Date().toISOString();
  const consent: Consent = {
    status: 'granted',
    at,
    source: 'kiosk',
    wording: messages.signupConsent(client.name),
    address: body?.device ? `${ip} (device ${body.device})` : ip,
  };
  const fresh: LoyaltyMember = {
    phone,
    clientId: client._id,
    zip: params.zip,
    timeZone,
    loyaltyStatus: 'pending',
    categoryPreferences: [],
    consent,
    joinedAt: at,
    updatedAt: at,
  };
  // a phone that signed up a moment ago (another tap, another kiosk) signs up again instead
  const member = (!existing && (await createMember(fresh)) && fresh) || (await setConsent(client._id, phone, consent));
  if (!member) throw conflict(messages.alreadyMember);
  if (member.loyaltyStatus === 'active') throw conflict(messages.alreadyMember);
  await sendActivationCode(client, phone, texting);
  return { error: false as const, user: memberView(member), userMessage: messages.codeSent };
});

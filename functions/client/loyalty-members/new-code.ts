import * as messages from '#shared/messages/client/loyalty-members';
import * as loyaltyMembers from '#shared/routes/client/loyalty-members';
import { clientIp } from '#lib/auth/rate-limit';
import { getMember } from '#lib/loyalty/store/members';
import { countCodeSend } from '#lib/loyalty/activation-codes';
import { codeSender, sendActivationCode } from '#lib/loyalty/code-texts';
import { loyaltyClient, memberPhone } from '#lib/loyalty/members';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** Send New Code (spec 3 §2, §8): a new code replaces the one before, within the limits. */
export const handler = securedRoute(loyaltyMembers.newCode, async ({ params, event }) => {
  const client = await loyaltyClient(params.clientId);
  const phone = memberPhone(params.phone);
  const member = await getMember(client._id, phone, true);
  if (!member) throw notFound(messages.notMember);
  if (member.loyaltyStatus === 'active') throw conflict(messages.alreadyConfirmed);
  if (member.loyaltyStatus === 'optedOut') throw conflict(messages.optedOut);
  const texting = await codeSender(client._id);
  await countCodeSend(client._id, phone, clientIp(event.headers, event.requestContext.http.sourceIp));
  await sendActivationCode(client, phone, texting);
  return { error: false as const, userMessage: messages.codeSent };
});

import * as messages from '#shared/messages/client/loyalty-members';
import * as loyaltyMembers from '#shared/routes/client/loyalty-members';
import { getMember } from '#lib/loyalty/store/members';
import { getSignupCategories } from '#lib/loyalty/store/signup-categories';
import { confirmCode } from '#lib/loyalty/activation-codes';
import { loyaltyClient, memberPhone, memberView } from '#lib/loyalty/members';
import { badRequest, conflict, httpError, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Confirm Account (spec 3 §2, §4): the texted code makes the member active, with the signup
 * categories they kept selected (titles of the client's categories).
 */
export const handler = securedRoute(loyaltyMembers.confirmMember, async ({ params, body }) => {
  const client = await loyaltyClient(params.clientId);
  const phone = memberPhone(params.phone);
  const [member, offered] = await Promise.all([getMember(client._id, phone, true), getSignupCategories(client._id)]);
  if (!member) throw notFound(messages.notMember);
  if (member.loyaltyStatus === 'active') throw conflict(messages.alreadyConfirmed);
  if (member.loyaltyStatus === 'optedOut') throw conflict(messages.optedOut);
  const titles = new Set(offered.map((c) => c.title));
  if (!body.categories.every((t) => titles.has(t))) throw badRequest(messages.unknownCategory);
  const categories = [...new Set(body.categories)];
  switch (await confirmCode(client._id, phone, params.activationCode, categories)) {
    case 'wrong':
      throw badRequest(messages.wrongCode);
    case 'expired':
      throw badRequest(messages.codeExpired);
    case 'exhausted':
      throw httpError(429, messages.codeExhausted);
    case 'notPending':
      throw conflict(messages.alreadyConfirmed);
    case 'confirmed':
      return {
        error: false as const,
        user: memberView({ ...member, loyaltyStatus: 'active', categoryPreferences: categories }),
      };
  }
});

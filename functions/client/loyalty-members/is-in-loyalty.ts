import * as messages from '#shared/messages/client/loyalty-members';
import * as loyaltyMembers from '#shared/routes/client/loyalty-members';
import { getMember } from '#lib/loyalty/store/members';
import { loyaltyClient, memberPhone, memberView } from '#lib/loyalty/members';
import { securedRoute } from '#lib/runtime/secured-route';

/** The kiosk's first step: is the phone a member here, and in which state (spec 3 §4). */
export const handler = securedRoute(loyaltyMembers.isInLoyalty, async ({ params }) => {
  const client = await loyaltyClient(params.clientId);
  const member = await getMember(client._id, memberPhone(params.phone));
  return {
    error: false as const,
    ...(member && { loyaltyStatus: member.loyaltyStatus, user: memberView(member) }),
    consentWording: messages.signupConsent(client.name),
  };
});

import * as loyaltyMembers from '#shared/routes/client/loyalty-members';
import { membersPage } from '#lib/loyalty/store/members';
import { loyaltyClient } from '#lib/loyalty/members';
import { securedRoute } from '#lib/runtime/secured-route';

/** The members table: the client's members, newest first unless asked otherwise, a page at a time. */
export const handler = securedRoute(loyaltyMembers.listMembers, async ({ params, body }) => {
  const client = await loyaltyClient(params.clientId);
  const { members, total } = await membersPage(client._id, body.paginate);
  return {
    error: false as const,
    users: members.map((m) => ({
      phone: m.phone,
      zip: m.zip,
      loyaltyStatus: m.loyaltyStatus,
      categoryPreferences: m.categoryPreferences,
      consentStatus: m.consent.status,
      joinedAt: m.joinedAt,
    })),
    pages: Math.ceil(total / body.paginate.pageSize),
    total,
    idList: members.map((m) => m.phone),
  };
});

import * as companyMessages from '#shared/messages/client/companies';
import * as proMessages from '#shared/messages/client/pro';
import * as pro from '#shared/routes/client/pro';
import { getClient } from '#lib/clients/store';
import { putProRequest } from '#lib/clients/store/pro-requests';
import { badRequest, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** Get More with Pro's call to action: the company asks for a plan; nothing is charged. */
export const handler = securedRoute(pro.requestPro, async ({ params, body, caller }) => {
  const client = await getClient(params.clientId);
  if (!client) throw notFound(companyMessages.companyNotFound);
  // the Pro plan's price is hidden for producers (spec 2 §9): they are offered Sales Kiosk instead
  if (body.plan === 'pro' && client.type === 'producer') throw badRequest(proMessages.proNotForProducers);
  const request = await putProRequest(
    {
      clientId: client._id,
      clientName: client.name,
      clientType: client.type,
      plan: body.plan,
      note: body.note?.trim() || undefined,
      requestedBy: caller.user._id,
      email: caller.user.email,
    },
    new Date().toISOString(),
  );
  return { error: false as const, request };
});

import * as companyMessages from '#shared/messages/client/companies';
import { afterClaimPage } from '#shared/pages';
import { isBusiness } from '#shared/roles';
import * as companies from '#shared/routes/client/companies';
import { sessionUserCookie, toSessionUser } from '#lib/auth/session';
import { fileClaim } from '#lib/clients/store/claims';
import { claimUnclaimed, getClient } from '#lib/clients/store';
import { hasMembers } from '#lib/users/store';
import { startTrialWithOffer } from '#lib/clients/store/pro-trials';
import { conflict, forbidden, notFound } from '#lib/base/errors';
import { reply } from '#lib/runtime/http';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Claims a company already on the platform (docs/client-companies.md). Nobody belongs to it yet:
 * the caller becomes its first member at once (a conditional transaction, so of two people
 * claiming together one wins and the other's claim waits). Someone does: nothing is handed over,
 * a pending claim waits for a member or an admin to approve it. A first member who signed up with
 * the trial offer starts the company's one trial (startTrialWithOffer).
 */
export const handler = securedRoute(companies.claimExistingEntity, async ({ caller, params }) => {
  const me = caller.user;
  if (!isBusiness(me)) throw forbidden(companyMessages.onlyBusinessClaims);
  if (me.clientAssignment) throw conflict(companyMessages.alreadyAssigned);
  const client = await getClient(params.id, true);
  if (!client) throw notFound(companyMessages.companyNotFound);
  const now = new Date();
  const at = now.toISOString();
  if (!client.adminUser && !(await hasMembers(client._id))) {
    try {
      await claimUnclaimed(client, me, at);
      await startTrialWithOffer(client._id, me._id, now);
      const user = toSessionUser({ ...me, clientAssignment: client._id });
      return reply(
        {
          error: false as const,
          status: 'assigned' as const,
          user,
          clientAssignment: client._id,
          next: afterClaimPage(client._id, client.type),
        },
        [sessionUserCookie(user)],
      );
    } catch (e) {
      const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
      if ((e as Error).name !== 'TransactionCanceledException' || !reasons) throw e;
      // the caller was given a company meanwhile; or someone else claimed this one first: wait for them
      if (reasons[1]?.Code === 'ConditionalCheckFailed') throw conflict(companyMessages.alreadyAssigned);
    }
  }
  await fileClaim({
    client: client._id,
    user: me._id,
    email: me.email,
    ...(me.firstName ? { firstName: me.firstName } : {}),
    ...(me.lastName ? { lastName: me.lastName } : {}),
    status: 'pending',
    createdAt: at,
    updatedAt: at,
  });
  return { error: false as const, status: 'pending' as const, user: toSessionUser(me) };
});

import * as companyMessages from '#shared/messages/client/companies';
import { PRO_TRIAL_DAYS } from '#shared/constants';
import * as companies from '#shared/routes/client/companies';
import { decideClaim, getClaim } from '#lib/db/claims';
import { getClient } from '#lib/db/clients';
import { getUser } from '#lib/db/users';
import { conflict, notFound } from '#lib/runtime/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * A member or an admin approves or rejects a pending claim. Each answer is a conditional write on
 * the claim still being pending, so a claim is decided once however many answer it; approving
 * also assigns the claimant, only if they still belong nowhere.
 */
export const handler = securedRoute(companies.decideClaim, async ({ caller, params }) => {
  const claim = await getClaim(params.clientId, params.userId);
  if (!claim) throw notFound(companyMessages.companyNotFound);
  if (claim.status !== 'pending') throw conflict(companyMessages.claimNotPending);
  const [claimant, client] = await Promise.all([getUser(claim.user), getClient(claim.client)]);
  if (!claimant || !client) throw notFound(companyMessages.companyNotFound);
  const now = Date.now();
  const trial =
    claim.proTrial && params.decision === 'approve'
      ? {
          premiumLevel: client.premiumLevel,
          trialEndsAt: new Date(now + PRO_TRIAL_DAYS * 86_400_000).toISOString(),
        }
      : undefined;
  const r = await decideClaim(claim, claimant, params.decision, caller.user._id, new Date(now).toISOString(), trial);
  if ('failure' in r)
    throw conflict(
      r.failure === 'notPending' ? companyMessages.claimNotPending : companyMessages.claimantAssignedElsewhere,
    );
  return { error: false as const, claim: r.claim };
});

import * as companyMessages from '#shared/messages/client/companies';
import * as companies from '#shared/routes/client/companies';
import { decideClaim, getClaim } from '#lib/clients/store/claims';
import { getClient } from '#lib/clients/store';
import { startTrialWithOffer } from '#lib/clients/store/pro-trials';
import { getUser } from '#lib/users/store';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * A member or an admin approves or rejects a pending claim. Each answer is a conditional write on
 * the claim still being pending, so a claim is decided once however many answer it; approving
 * also assigns the claimant, only if they still belong nowhere. A trial never comes from the claim
 * itself: only from the claimant's sign-up offer, once in the company's life (startTrialWithOffer).
 */
export const handler = securedRoute(companies.decideClaim, async ({ caller, params }) => {
  const claim = await getClaim(params.clientId, params.userId);
  if (!claim) throw notFound(companyMessages.companyNotFound);
  if (claim.status !== 'pending') throw conflict(companyMessages.claimNotPending);
  const [claimant, client] = await Promise.all([getUser(claim.user), getClient(claim.client)]);
  if (!claimant || !client) throw notFound(companyMessages.companyNotFound);
  const now = new Date();
  const r = await decideClaim(claim, claimant, params.decision, caller.user._id, now.toISOString());
  if ('failure' in r)
    throw conflict(
      r.failure === 'notPending' ? companyMessages.claimNotPending : companyMessages.claimantAssignedElsewhere,
    );
  // a claimant who signed up with the trial offer starts the company's one trial, if it may have one
  if (params.decision === 'approve') await startTrialWithOffer(claim.client, claimant._id, now);
  return { error: false as const, claim: r.claim };
});

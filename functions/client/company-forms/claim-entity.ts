import * as companyMessages from '#shared/messages/client/companies';
import { afterClaimPage } from '#shared/pages';
import { isBusiness } from '#shared/roles';
import * as companies from '#shared/routes/client/company-forms';
import type { Client } from '#shared/schemas/catalog';
import { formatUsPhone } from '#shared/us-phone';
import { sessionUserCookie, toSessionUser } from '#lib/auth/session';
import { newCredentials, secretItem } from '#lib/clients/store/api-secrets';
import { createClientWithMember } from '#lib/clients/store';
import { startTrialWithOffer } from '#lib/clients/store/pro-trials';
import { conflict, forbidden } from '#lib/base/errors';
import { reply } from '#lib/runtime/http';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * /ClaimYourCompany: registers a new company with the caller as its first member, its API key and
 * sealed secret, in one transaction that holds only while the caller belongs to no company. A
 * caller who signed up with the trial offer then starts its Pro trial (startTrialWithOffer). Answers the user with clientAssignment and
 * re-sends the readable user cookie, so the navigation shows the company at once.
 */
export const handler = securedRoute(companies.claimEntity, async ({ caller, body }) => {
  const me = caller.user;
  if (!isBusiness(me)) throw forbidden(companyMessages.onlyBusinessClaims);
  if (me.clientAssignment) throw conflict(companyMessages.alreadyAssigned);
  const now = new Date();
  const at = now.toISOString();
  const _id = newId(now.getTime());
  const { apiKey, apiSecret } = newCredentials();
  const client: Client = {
    _id,
    name: body.name,
    type: body.type,
    contactName: body.contactName,
    contactPhone: formatUsPhone(body.contactPhone),
    licenseNumber: body.licenseNumber,
    apiKey,
    adminUser: me._id,
    loyaltyEnabled: false,
    premiumLevel: 'free',
    premiumEnabled: false,
    createdAt: at,
    updatedAt: at,
  };
  try {
    await createClientWithMember(client, me, [await secretItem(_id, apiKey, apiSecret, at)]);
  } catch (e) {
    // the user was given a company meanwhile (a second tab, an approved claim)
    if ((e as Error).name === 'TransactionCanceledException') throw conflict(companyMessages.alreadyAssigned);
    throw e;
  }
  await startTrialWithOffer(_id, me._id, now);
  const user = toSessionUser({ ...me, clientAssignment: _id });
  return reply(
    {
      error: false as const,
      status: 'assigned' as const,
      user,
      clientAssignment: _id,
      next: afterClaimPage(_id, client.type),
    },
    [sessionUserCookie(user)],
  );
});

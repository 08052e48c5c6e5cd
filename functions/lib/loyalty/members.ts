import * as companyMessages from '#shared/messages/client/companies';
import * as messages from '#shared/messages/client/loyalty-members';
import type { Client } from '#shared/schemas/catalog';
import { NATIONAL_PHONE, toE164, type LoyaltyMember } from '#shared/schemas/loyalty-member';
import { isTextableUsPhone, isUsPhone } from '#shared/us-phone';
import { getClient } from '#lib/clients/store';
import { badRequest, forbidden, notFound } from '#lib/base/errors';

// What every check-in call starts with: the client, which must run a loyalty programme, and the
// phone, a US number of exactly 10 digits without the country code (spec 3 §5), kept as E.164,
// of a kind a text may go to at an ordinary rate (no premium-rate or toll-free number).

export async function loyaltyClient(clientId: string): Promise<Client> {
  const client = await getClient(clientId);
  if (!client) throw notFound(companyMessages.companyNotFound);
  if (!client.loyaltyEnabled) throw forbidden(messages.loyaltyOff);
  return client;
}

export function memberPhone(national: string): string {
  if (!NATIONAL_PHONE.test(national) || !isUsPhone(national)) throw badRequest(messages.invalidPhone);
  if (!isTextableUsPhone(national)) throw badRequest(messages.phoneNotTextable);
  return toE164(national);
}

/** The member as the kiosk sees them. */
export const memberView = (m: LoyaltyMember) => ({
  phone: m.phone,
  loyaltyStatus: m.loyaltyStatus,
  categoryPreferences: m.categoryPreferences,
});

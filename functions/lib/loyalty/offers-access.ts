import * as offerMessages from '#shared/messages/client/loyalty-offers';
import type { Client } from '#shared/schemas/catalog';
import { getClient } from '#lib/db/clients';
import { forbidden, notFound } from '#lib/runtime/errors';

/**
 * The company of a loyalty call: it must exist and have loyalty enabled (spec 3 §6: loyalty
 * requires loyaltyEnabled), else 404 or 403 with the reason. The route's rule has already said the
 * caller belongs to it.
 */
export async function loyaltyCompany(clientId: string): Promise<Client> {
  const client = await getClient(clientId);
  if (!client) throw notFound(offerMessages.companyNotFound);
  if (!client.loyaltyEnabled) throw forbidden(offerMessages.loyaltyOff);
  return client;
}

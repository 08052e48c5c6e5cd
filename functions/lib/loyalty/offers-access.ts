import * as offerMessages from '#shared/messages/client/loyalty-offers';
import type { Client } from '#shared/schemas/catalog';
import { getClient } from '#lib/clients/store';
import { carriedAmong } from '#lib/distributions/store';
import { getProducts } from '#lib/products/store';
import { forbidden, notFound } from '#lib/base/errors';

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

/**
 * The ones of these product ids the company does not carry, which an offer of its may not name: a
 * store carries its inventory (the products it has accepted), a producer its own products that
 * are not deleted. An id of no product at all is not carried either.
 */
export async function uncarriedProducts(company: Client, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const carried =
    company.type === 'dispensary'
      ? await carriedAmong(company._id, ids)
      : new Set((await getProducts([...ids])).filter((p) => p.producer === company._id && p.active).map((p) => p._id));
  return ids.filter((id) => !carried.has(id));
}

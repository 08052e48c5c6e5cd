import * as distributionMessages from '#shared/messages/client/distributions';
import * as client from '#shared/routes/client/distributions';
import { withdrawRequest } from '#lib/distributions/store';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The store withdraws its request to carry a product while the producer has not answered it. The
 * key is the path's company and product, so a member reaches only its own company's requests; the
 * delete's condition leaves an answered request (409) or a producer's offer (404) where it stands.
 */
export const handler = securedRoute(client.withdrawDistributionRequest, async ({ params }) => {
  const r = await withdrawRequest(params.id, params.clientId);
  if (r.removed) return { error: false as const, product: params.id };
  // a producer's offer under the same key is no request of the store's
  const offer = r.current?.status === 'pending' && r.current.awaiting === 'dispensary';
  if (!r.current || offer) throw notFound(distributionMessages.requestNotFound);
  throw conflict(distributionMessages.requestAnswered(r.current.status));
});

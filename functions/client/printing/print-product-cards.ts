import * as printMessages from '#shared/messages/client/printing';
import * as printing from '#shared/routes/client/printing';
import { getProducts } from '#lib/products/store';
import { queuePrintJob, queuedJobView } from '#lib/printing/jobs';
import { badRequest } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** POST print/product-cards (spec 2): the manageProducts print queue as sheets of 10 cards with MSRP. */
export const handler = securedRoute(printing.printProductCards, async ({ params, body, caller }) => {
  const ids = [...new Set(body.products.map((p) => p._id))];
  const found = await getProducts(ids);
  if (found.length !== ids.length || found.some((p) => p.producer !== params.clientId))
    throw badRequest(printMessages.productsNotFound);
  const job = await queuePrintJob({
    client: params.clientId,
    kind: 'productCards',
    products: body.products,
    requestedBy: caller.user._id,
  });
  return { error: false as const, printJob: queuedJobView(job) };
});

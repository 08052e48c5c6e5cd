import * as brandMessages from '#shared/messages/client/brands';
import * as client from '#shared/routes/client/brands';
import { getBrand } from '#lib/brands/store';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** The brand form's brand: read from the table (never the public cache), and only the client's own. */
export const handler = securedRoute(client.getClientBrand, async ({ params }) => {
  const brand = await getBrand(params.id);
  // another company's brand is answered as one that does not exist
  if (!brand || brand.producer !== params.clientId) throw notFound(brandMessages.brandNotFound);
  return { error: false as const, brand };
});

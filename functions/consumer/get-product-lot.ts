import { messages } from '#shared/messages';
import { routes } from '#shared/routes';
import { notFound } from '#lib/errors';
import { httpRoute } from '#lib/http';
import { getLotWithTest } from '#lib/lot-view';

export const handler = httpRoute(routes.getProductLot, async ({ params }) => {
  const lot = await getLotWithTest(params.id);
  if (!lot) throw notFound(messages.lotNotFound);
  return lot;
});

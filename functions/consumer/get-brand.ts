import { messages } from '#shared/messages';
import { routes } from '#shared/routes';
import { notFound } from '#lib/errors';
import { httpRoute } from '#lib/http';
import { getBrand } from '#lib/db/brands';

/** The spec answers a list whose first item is the brand; the list shape is kept for that reason. */
export const handler = httpRoute(routes.getBrand, async ({ params }) => {
  const brand = await getBrand(params.id);
  if (!brand) throw notFound(messages.brandNotFound);
  return [brand];
});

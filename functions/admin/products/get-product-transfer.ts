import * as messages from '#shared/messages/admin/products';
import * as admin from '#shared/routes/admin/products';
import { getTransfer, transferView } from '#lib/transfers/store';
import { notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/** One transfer's progress, as the worker last committed it (the panel polls this). */
export const handler = securedRoute(admin.getProductTransfer, async ({ params }) => {
  const job = await getTransfer(params.id, true);
  if (!job) throw notFound(messages.transferNotFound);
  return { error: false as const, transfer: transferView(job) };
});

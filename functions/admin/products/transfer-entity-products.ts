import * as messages from '#shared/messages/admin/products';
import * as admin from '#shared/routes/admin/products';
import { getClient } from '#lib/clients/store';
import { markSent } from '#lib/jobs/store';
import {
  countProducts,
  createTransfer,
  finishTransfer,
  releaseSilentTransfers,
  transferView,
  type TransferJob,
} from '#lib/transfers/store';
import { transferKey } from '#lib/transfers/keys';
import { sendMessage } from '#lib/aws/sqs';
import { transferMessage } from '#lib/jobs/messages';
import { badRequest, conflict } from '#lib/base/errors';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';
import { QUEUES } from '#shared/queues';

/**
 * transferEntityProducts (spec 3): records a job moving every product of `from` to `to` and sends
 * its first batch's message; the transfer worker does the rest (docs/admin-products.md). Every
 * refusal is the spec's 'Error Saving Entity. Rejection:' with its reason, and changes nothing.
 */
export const handler = securedRoute(admin.transferEntityProducts, async ({ body }) => {
  if (body.from === body.to) throw badRequest(messages.rejection(messages.transferSameClient));
  const [from, to] = await Promise.all([getClient(body.from, true), getClient(body.to, true)]);
  if (!from || from.type !== 'producer') throw badRequest(messages.rejection(messages.transferUnknownFrom));
  if (!to || to.type !== 'producer') throw badRequest(messages.rejection(messages.transferUnknownTo));
  const now = new Date().toISOString();
  const job: TransferJob = {
    _id: newId(),
    from: from._id,
    to: to._id,
    fromName: from.name,
    toName: to.name,
    status: 'running',
    moved: 0,
    total: await countProducts(from._id),
    batches: 0,
    startedAt: now,
    updatedAt: now,
    finishedAt: null,
    error: null,
    seq: 0,
    cursor: null,
  };
  // a lock held by a job that went silent (its worker killed on the last receive) is taken over once
  const created =
    (await createTransfer(job)) ||
    ((await releaseSilentTransfers([from._id, to._id], messages.transferSilent)) && (await createTransfer(job)));
  if (!created) throw conflict(messages.rejection(messages.transferRunning));
  try {
    await sendMessage(QUEUES.productTransfers, transferMessage(job._id, 0));
  } catch (e) {
    // no message, no worker: the job must not hold both companies forever
    await finishTransfer(job, { status: 'failed', error: messages.transferFailed });
    throw e;
  }
  await markSent(transferKey(job._id), 0);
  return { error: false as const, transfer: transferView(job) };
});

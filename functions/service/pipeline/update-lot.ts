import * as pipelineMessages from '#shared/messages/service/pipeline';
import { STAGES, stageOfStep } from '#shared/pipeline';
import { isDataEntry, isReviewer } from '#shared/roles';
import * as pipeline from '#shared/routes/service/pipeline';
import { notesLongEnough } from '#shared/schemas/pipeline';
import { getLot } from '#lib/lots/store';
import { approveEntry, finishEntry, getPipelineDraft, productOfLot, rejectEntry } from '#lib/pipeline/store';
import { getProduct } from '#lib/products/store';
import { countChanges, countFields } from '#lib/pipeline/fields';
import { badRequest, conflict, forbidden, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Moves the certificate the caller holds on (spec 3 §4), by the status the body names:
 * - review: the entry is done (the form saved first); entryStopDate is stamped;
 * - completed: approved, reviewOutcome accurate, or error when the reviewer edited it; the result is published;
 * - pending: rejected with notes of at least 5 characters; errorOccured, back in the entry queue.
 * Users in the body must be the caller; every date is the server's clock.
 */
export const handler = securedRoute(pipeline.updateServiceLot, async ({ params, body, caller }) => {
  const me = caller.user;
  for (const who of [body['processingInfo.entryUser'], body['processingInfo.reviewUser']])
    if (who !== undefined && who !== me._id) throw badRequest(pipelineMessages.notYou);
  const status = body['processingInfo.status'];
  const stage = stageOfStep(status);
  if (stage === 'entry' && !isDataEntry(me)) throw forbidden(pipelineMessages.entryOnly);
  if (stage === 'review' && !isReviewer(me)) throw forbidden(pipelineMessages.reviewOnly);
  const outcome = body['processingInfo.reviewOutcome'];
  const notes = body['processingInfo.reviewNotes']?.trim();
  if (status === 'pending') {
    if (!notesLongEnough(notes)) throw badRequest(pipelineMessages.rejectNotesTooShort);
    if (outcome === 'accurate' || body['processingInfo.errorOccured'] === false)
      throw badRequest(pipelineMessages.rejectIsError);
  }
  if (status === 'completed' && !outcome) throw badRequest(pipelineMessages.outcomeRequired);

  const lot = await getLot(params.lotId, true);
  const info = lot?.processingInfo;
  if (!lot || !info || !lot.testResult || lot.deletedAt || lot.owner._id !== params.clientId)
    throw notFound(pipelineMessages.itemNotFound);
  const draft = await getPipelineDraft(lot.testResult);
  if (!draft) throw notFound(pipelineMessages.itemNotFound);
  if (info.status !== STAGES[stage].status) throw conflict(pipelineMessages.wrongStep);
  if (info[STAGES[stage].holder] !== me._id) throw conflict(pipelineMessages.notHeld);
  if (stage === 'review' && info.entryUser === me._id) throw conflict(pipelineMessages.ownEntry);
  if (status !== 'pending' && !draft.result) throw badRequest(pipelineMessages.notEnteredYet);

  const now = new Date();
  let done: boolean;
  if (status === 'review') done = await finishEntry(lot, draft, me._id, countFields(draft.result!), now);
  else if (status === 'pending') done = await rejectEntry(lot, draft, me._id, notes!, now);
  else {
    const productId = await productOfLot(lot);
    const product = productId ? await getProduct(productId, true) : undefined;
    const publishes = product && product.producer === lot.producer._id;
    const result = { ...draft.result!, approved: true, updatedAt: now.toISOString() };
    const changed = countChanges(draft.entered ?? draft.result!, draft.result!);
    done = await approveEntry(lot, draft, result, me._id, outcome!, changed, publishes ? product : undefined, now);
  }
  // a condition failed: the lease was taken over, the form saved again meanwhile, or the product changed
  if (!done) throw conflict(pipelineMessages.notHeld);
  return { error: false as const, lot: (await getLot(lot._id, true))! };
});

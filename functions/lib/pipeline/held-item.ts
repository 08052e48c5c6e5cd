import * as pipelineMessages from '#shared/messages/service/pipeline';
import type { Stage } from '#shared/pipeline';
import { isDataEntry, isReviewer, type RoleHolder } from '#shared/roles';
import { getLot } from '#lib/lots/store';
import { conflict, forbidden, notFound } from '#lib/base/errors';
import { getPipelineDraft } from './store.ts';

/**
 * The certificate the caller works on, with its lot and step, for a call on it: it must be this
 * company's, not published, at a step the caller's role works, and held by the caller. Each refusal
 * is the pipeline's own (404 not this company's item, 409 another step or someone else's, 403 role).
 */
export async function heldItem(clientId: string, draftId: string, me: RoleHolder & { _id: string }) {
  const draft = await getPipelineDraft(draftId);
  if (!draft || draft.dataOwner !== clientId) throw notFound(pipelineMessages.itemNotFound);
  const lot = await getLot(draft.lotId, true);
  const info = lot?.processingInfo;
  if (!lot || !info || lot.deletedAt || lot.owner._id !== clientId) throw notFound(pipelineMessages.itemNotFound);
  if (draft.publishedAt || info.status === 'completed') throw conflict(pipelineMessages.wrongStep);
  const stage: Stage = info.status === 'pending' ? 'entry' : 'review';
  if (stage === 'entry' && !isDataEntry(me)) throw forbidden(pipelineMessages.entryOnly);
  if (stage === 'review' && !isReviewer(me)) throw forbidden(pipelineMessages.reviewOnly);
  if ((stage === 'entry' ? info.entryUser : info.reviewUser) !== me._id) throw conflict(pipelineMessages.notHeld);
  return { draft, lot, stage };
}

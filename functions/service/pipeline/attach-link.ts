import * as pipelineMessages from '#shared/messages/service/pipeline';
import * as pipeline from '#shared/routes/service/pipeline';
import { mergeReadings } from '#lib/coa-reader/merge';
import { readWcia } from '#lib/coa-reader/wcia';
import { heldItem } from '#lib/pipeline/held-item';
import { attachEntryDocument } from '#lib/pipeline/store';
import { fetchLabDocument, keepLabDocument } from '#lib/uploads/from-link';
import { conflict } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * A lab's WCIA link for the certificate the caller enters: fetched and checked before anything is
 * kept, then kept as the company's upload, added to the draft, and read into the draft's prefill
 * together with what its certificate's print gave: the lab's own figures first, the print's where
 * the document is silent (a panel's verdict, a strain), and a value the two give differently left
 * for the person entering it.
 */
export const handler = securedRoute(pipeline.attachServiceLink, async ({ params, body, caller }) => {
  const { draft, lot, stage } = await heldItem(params.clientId, params.id, caller.user);
  if (stage !== 'entry') throw conflict(pipelineMessages.wrongStep);
  const document = await fetchLabDocument(body.url);
  const upload = await keepLabDocument(params.clientId, caller.user._id, document);
  const read = readWcia(document.doc, { file: draft.pdfFiles.length });
  const prefill = draft.prefill ? mergeReadings([read, draft.prefill]) : read;
  if (!(await attachEntryDocument(lot, draft._id, caller.user._id, upload.key, prefill)))
    throw conflict(pipelineMessages.notHeld);
  return { error: false as const, upload, prefill };
});

import * as pipelineMessages from '#shared/messages/service/pipeline';
import * as pipeline from '#shared/routes/service/pipeline';
import { heldItem } from '#lib/pipeline/held-item';
import { saveDraftResult } from '#lib/pipeline/store';
import { testResultFromForm } from '#lib/test-results/form';
import { conflict } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * Saves the test result form of the certificate the caller holds onto its draft: the entry while
 * pending, the reviewer's edits in review. Nothing is published here; approval does that.
 */
export const handler = securedRoute(pipeline.saveServiceTestResult, async ({ params, body, caller }) => {
  const me = caller.user;
  const { draft, lot, stage } = await heldItem(params.clientId, params.id, me);

  const now = new Date().toISOString();
  const form = await testResultFromForm(
    body,
    {
      _id: draft._id,
      dataOwner: draft.dataOwner,
      producer: draft.producer,
      lotId: draft.lotId,
      createdAt: draft.createdAt,
      updatedAt: now,
    },
    // the certificate's own PDFs are the company's uploads already. The panels a body sends win (the
    // form's editor, which starts from the ones read); a body without panels keeps the draft's, and
    // until a save holds some, the ones read from the certificate (a lab's WCIA document) are the result's
    { pdfFiles: draft.pdfFiles, approved: true, panels: draft.result ? draft.result.panels : draft.prefill?.panels },
  );
  // the certificate stays attached whatever the form sent; a reviewed result is an approved one
  const testResult = { ...form, pdfFiles: [...new Set([...draft.pdfFiles, ...form.pdfFiles])], approved: true };
  if (!(await saveDraftResult(lot, stage, me._id, testResult))) throw conflict(pipelineMessages.notHeld);
  return { error: false as const, testResult };
});

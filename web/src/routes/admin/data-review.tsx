import { MOVES } from '#shared/pipeline';
import { Alert, Divider, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import * as pipelineMessages from '#shared/messages/service/pipeline';
import type { PipelineItem } from '#shared/schemas/pipeline';
import { moveLot, PIPELINE_KEY, saveForm } from '#web/features/admin/pipeline/api.ts';
import { CheckoutState } from '#web/features/admin/pipeline/checkout-state.tsx';
import { QualityFigure } from '#web/features/admin/pipeline/quality-chart.tsx';
import { REVIEW_KEYS, ReviewActions } from '#web/features/admin/pipeline/review-actions.tsx';
import { SplitView } from '#web/features/admin/pipeline/split-view.tsx';
import { TestResultForm } from '#web/features/client/test-results/test-result-form.tsx';
import { isApiError } from '#web/api/client.ts';
import { readFields } from '#web/components/coa-prefill/read-values.ts';
import { useSession } from '#web/lib/session.tsx';

/**
 * /admin/service/tests/review, Review Data (spec 3): the entry to check, read-only until Edit,
 * with the documents below; Approve, Approve with edits (the form saved first) or Reject with
 * notes, then the next one loads. Approving blank starred fields or values the certificate reader
 * doubted asks first. Below it, the pipeline's weekly quality figure.
 */
export function Component() {
  // an admin may keep to one company's backlog: ?clientId=
  const clientId = useSearchParams()[0].get('clientId') ?? undefined;
  return (
    <Stack gap="md">
      <Title order={1}>Review Data</Title>
      <CheckoutState stage="review" clientId={clientId}>
        {(item) => <Review key={item.lot._id} item={item} />}
      </CheckoutState>
      <Divider my="lg" />
      <QualityFigure />
    </Stack>
  );
}

function Review({ item }: { item: PipelineItem }) {
  const { user } = useSession();
  const queries = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // the field the reviewer went to from the confirmation, focused once the form opens for editing
  const [fixing, setFixing] = useState<string>();
  const { read } = readFields(item.prefill);

  const step = async (body: Parameters<typeof moveLot>[2]) => {
    setProblem(undefined);
    setBusy(true);
    try {
      await moveLot(item.client._id, item.lot._id, {
        ...body,
        ...(user ? { 'processingInfo.reviewUser': user._id } : {}),
      });
      await queries.invalidateQueries({ queryKey: [PIPELINE_KEY, 'quality'] });
      await queries.resetQueries({ queryKey: [PIPELINE_KEY, 'checkout'] });
    } catch (e) {
      setProblem(isApiError(e) && e.status < 500 ? e.message : pipelineMessages.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const form = (
    <TestResultForm
      key={editing ? 'editing' : 'reading'}
      clientId={item.client._id}
      pipeline={{
        start: item.result,
        title: `Entry for ${item.client.name}`,
        readOnly: !editing,
        submitLabel: 'Approve with edits',
        save: (body) => saveForm(item.client._id, item.testResultId, body),
        check: { read, problems: item.prefill?.problems ?? [] },
        focus: fixing,
        onFix: (field) => {
          setFixing(field);
          setEditing(true);
        },
        submitShortcut: REVIEW_KEYS.approveWithEdits,
        actions: (confirmed) => (
          <ReviewActions
            editing={editing}
            busy={busy}
            onApprove={() => confirmed(() => void step(MOVES.approve.body))}
            onEdit={() => setEditing(true)}
            onReject={(notes) => void step({ ...MOVES.reject.body, 'processingInfo.reviewNotes': notes })}
          />
        ),
      }}
      onSaved={() => void step(MOVES.approveWithEdits.body)}
    />
  );
  return (
    <Stack gap="md">
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <SplitView item={item} form={form} />
    </Stack>
  );
}

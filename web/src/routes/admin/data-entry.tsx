import { MOVES } from '#shared/pipeline';
import { Alert, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import * as pipelineMessages from '#shared/messages/service/pipeline';
import type { PipelineItem } from '#shared/schemas/pipeline';
import { attachLink, moveLot, PIPELINE_KEY, saveForm } from '#web/features/admin/pipeline/api.ts';
import { CheckoutState } from '#web/features/admin/pipeline/checkout-state.tsx';
import { SplitView, type DocumentMark } from '#web/features/admin/pipeline/split-view.tsx';
import { TestResultForm } from '#web/features/client/test-results/test-result-form.tsx';
import { isApiError } from '#web/api/client.ts';
import { PrefillProblems } from '#web/components/coa-prefill/prefill-problems.tsx';
import { readFields } from '#web/components/coa-prefill/read-values.ts';
import { useSession } from '#web/lib/session.tsx';
import { SafetyPanels } from '#web/components/safety-panels.tsx';
import { LabLinkField } from '#web/components/uploads/lab-link-field.tsx';

/**
 * /admin/service/tests/entry, Enter Data (spec 3): the certificate checked out for the caller, the
 * test result form on top (starting from what was read from the certificate, each value with its
 * source, the safety tests too) and the documents below. Saving sends it to review and loads the
 * next one.
 */
export function Component() {
  // an admin may keep to one company's backlog: ?clientId=
  const clientId = useSearchParams()[0].get('clientId') ?? undefined;
  return (
    <Stack gap="md">
      <Title order={1}>Enter Data</Title>
      <CheckoutState stage="entry" clientId={clientId}>
        {(item) => <Entry key={item.lot._id} item={item} />}
      </CheckoutState>
    </Stack>
  );
}

function Entry({ item }: { item: PipelineItem }) {
  const { user } = useSession();
  const queries = useQueryClient();
  const [mark, setMark] = useState<DocumentMark>();
  const [failure, setFailure] = useState<string>();
  const { read, marks, panels } = readFields(item.prefill);
  const notes = item.lot.processingInfo?.reviewNotes;
  const form = (
    <TestResultForm
      clientId={item.client._id}
      pipeline={{
        start: item.result,
        read,
        // the form's safety tests start from these until the draft is saved; then what it saves is the result's
        panels,
        title: `Certificate from ${item.client.name}`,
        readOnly: false,
        submitLabel: 'Save and send to review',
        save: (body) => saveForm(item.client._id, item.testResultId, body),
        onFieldFocus: (name) => setMark(marks[name]),
      }}
      onSaved={async () => {
        setFailure(undefined);
        try {
          await moveLot(item.client._id, item.lot._id, {
            ...MOVES.sendToReview.body,
            ...(user ? { 'processingInfo.entryUser': user._id } : {}),
          });
          await queries.resetQueries({ queryKey: [PIPELINE_KEY, 'checkout'] });
        } catch (e) {
          setFailure(isApiError(e) && e.status < 500 ? e.message : pipelineMessages.saveFailed);
        }
      }}
    />
  );
  return (
    <Stack gap="md">
      {notes && (
        <Alert
          color="orange"
          title="Rejected in review: the reviewer's notes"
          classNames={{ title: 'pipeline-alert-title' }}
        >
          {notes}
        </Alert>
      )}
      <LabLinkField
        label="The lab's WCIA link, if the company gave one"
        send={(url) => attachLink(item.client._id, item.testResultId, url)}
        // the item comes back with the document among its files and the form filled from it
        onSent={() => void queries.resetQueries({ queryKey: [PIPELINE_KEY, 'checkout'] })}
      />
      <PrefillProblems problems={item.prefill?.problems ?? []} />
      {/* what was read, to hold the form's Safety tests against: the form's are the ones saved */}
      {panels && (
        <Alert
          color="blue"
          title="Safety tests as read from the certificate"
          classNames={{ title: 'pipeline-alert-title' }}
        >
          <SafetyPanels panels={panels.panels} headingLevel={3} idPrefix="read-safety" />
        </Alert>
      )}
      {failure && (
        <Alert
          color="red"
          role="alert"
          title={pipelineMessages.checkoutFailed}
          classNames={{ title: 'pipeline-alert-title' }}
        >
          {failure}
        </Alert>
      )}
      <SplitView item={item} form={form} mark={mark} />
    </Stack>
  );
}

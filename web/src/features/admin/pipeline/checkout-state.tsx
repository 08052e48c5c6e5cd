import { Alert, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as commonMessages from '#shared/messages/common';
import * as pipelineMessages from '#shared/messages/service/pipeline';
import type { PipelineItem } from '#shared/schemas/pipeline';
import { isApiError } from '#web/api/client.ts';
import type { Stage } from '#shared/pipeline';
import { checkoutQuery } from './api.ts';
import './pipeline.css';

/**
 * The item the caller works on at a stage, checked out on load: loading, the spec's texts when the
 * checkout fails ('Error' with its details, 'the server failed to get the list of pending data') or
 * the queue is empty, else the item.
 */
export function CheckoutState({
  stage,
  clientId,
  children,
}: {
  stage: Stage;
  /** Only this company's certificates (`?clientId=` in the page's address). */
  clientId?: string | undefined;
  children: (item: PipelineItem) => ReactNode;
}) {
  const q = useQuery(checkoutQuery(stage, clientId));
  if (q.isPending || q.isFetching)
    return (
      <p className="page-loading" role="status">
        Loading the next certificate
      </p>
    );
  if (q.isError)
    return (
      <Alert
        color="red"
        role="alert"
        title={pipelineMessages.checkoutFailed}
        classNames={{ title: 'pipeline-alert-title' }}
      >
        <Text>{pipelineMessages.pendingListFailed}</Text>
        <Text size="sm">{isApiError(q.error) ? `${q.error.status}: ${q.error.message}` : String(q.error)}</Text>
        <Button mt="sm" variant="light" onClick={() => void q.refetch()}>
          {commonMessages.tryAgain}
        </Button>
      </Alert>
    );
  if (!q.data.item)
    return (
      <Text role="status" fz="lg" py="xl">
        {stage === 'entry' ? pipelineMessages.noDataToEnter : pipelineMessages.nothingToDo}
      </Text>
    );
  return <>{children(q.data.item)}</>;
}

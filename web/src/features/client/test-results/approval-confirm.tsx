import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import '#web/components/mantine.css';
import * as pipelineMessages from '#shared/messages/service/pipeline';
import type { ApprovalDoubt } from './approval-check.ts';

/**
 * Review's question before an approval that would publish blank starred fields or values the
 * certificate reader doubted: each listed by its label, with the reader's failed checks.
 * Confirming approves; cancelling goes to the first field listed.
 */
export function ApprovalConfirm({
  opened,
  doubts,
  problems,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  doubts: readonly ApprovalDoubt[];
  problems: readonly string[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={pipelineMessages.approveCheckTitle}
      size="lg"
      // cancelling moves the focus to a field; the Approve button taking it back would undo that
      returnFocus={doubts.length === 0}
    >
      <Stack gap="sm">
        {doubts.length > 0 && (
          <>
            <Text>{pipelineMessages.approveCheckFields}</Text>
            <List size="sm" aria-label="Fields to check">
              {doubts.map((d) => (
                <List.Item key={d.field}>
                  <strong>{d.label}</strong>: {d.why}
                </List.Item>
              ))}
            </List>
          </>
        )}
        {problems.length > 0 && (
          <>
            <Text>{pipelineMessages.approveCheckProblems}</Text>
            <List size="sm" aria-label="Checks that failed">
              {problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </>
        )}
        {doubts.length > 0 && (
          <Text size="sm" c="dimmed">
            {pipelineMessages.approveCheckCancelHint}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {pipelineMessages.approveCheckCancel}
          </Button>
          <Button color="green.9" onClick={onConfirm}>
            {pipelineMessages.approveAnyway}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

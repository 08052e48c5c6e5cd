import { CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import type { UploadTask } from './use-uploads.ts';

/** Each file on its way: a labelled progress bar, then its failure (spec texts and the server's) until dismissed. */
export function UploadProgress({ tasks, onDismiss }: { tasks: UploadTask[]; onDismiss: (key: number) => void }) {
  const shown = tasks.filter((t) => t.state !== 'done');
  if (!shown.length) return null;
  return (
    <Stack gap={4} aria-live="polite">
      {shown.map((t) => (
        <div key={t.key}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate>
              {t.name}
            </Text>
            {t.state === 'failed' && (
              <CloseButton size="sm" aria-label={`Dismiss ${t.name}`} onClick={() => onDismiss(t.key)} />
            )}
          </Group>
          {t.state === 'failed' ? (
            <Text size="sm" c="red.9" role="alert">
              {t.error}
            </Text>
          ) : (
            <Progress
              value={Math.round(t.progress * 100)}
              aria-label={`Uploading ${t.name}`}
              size="sm"
              animated={t.state === 'uploading'}
            />
          )}
        </div>
      ))}
    </Stack>
  );
}

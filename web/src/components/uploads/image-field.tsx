import { Button, Group, Image, Stack, Text } from '@mantine/core';
import type { UploadPurpose } from '#shared/schemas/upload';
import { FilePicker } from './file-picker.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { useUploads } from './use-uploads.ts';

const IMAGE_TYPES = 'image/png,image/jpeg';

/**
 * One image of a record (a brand's feature image, a company's background): shows it, uploads a new
 * one with its progress, and hands the confirmed /media/ link to `onChange`. Read-only when `readOnly`.
 */
export function ImageField({
  clientId,
  purpose,
  label,
  value,
  onChange,
  readOnly = false,
}: {
  clientId: string;
  purpose: Exclude<UploadPurpose, 'coa'>;
  label: string;
  value?: string;
  onChange: (link: string | undefined) => void;
  readOnly?: boolean;
}) {
  const { tasks, add, busy, dismiss } = useUploads(clientId, purpose, (u) => u.url && onChange(u.url));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {value ? (
        <Image src={value} alt={label} w={160} h={120} fit="contain" radius="sm" bg="gray.1" />
      ) : (
        <Text size="sm" c="dimmed">
          No image yet.
        </Text>
      )}
      {!readOnly && (
        <Group gap="xs">
          <FilePicker
            label={value ? `Replace ${label}` : `Upload ${label}`}
            accept={IMAGE_TYPES}
            disabled={busy}
            onFiles={(files) => void add(files.slice(0, 1))}
          />
          {value && (
            <Button variant="subtle" size="xs" color="red" onClick={() => onChange(undefined)}>
              Remove {label}
            </Button>
          )}
        </Group>
      )}
      <UploadProgress tasks={tasks} onDismiss={dismiss} />
    </Stack>
  );
}

import { CloseButton, Group, Image, Stack, Text } from '@mantine/core';
import type { UploadPurpose } from '#shared/schemas/upload';
import { FilePicker } from './file-picker.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { useUploads } from './use-uploads.ts';

/**
 * A list of images (a media gallery): several files chosen at once upload three at a time, each
 * joining the list as soon as it is confirmed; each image can be removed.
 */
export function GalleryField({
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
  value: string[];
  onChange: (links: string[]) => void;
  readOnly?: boolean;
}) {
  // confirmed files arrive one by one while others still upload: each is added to the latest list
  const latest = { value };
  const { tasks, add, busy, dismiss } = useUploads(clientId, purpose, (u) => {
    if (u.url) onChange((latest.value = [...latest.value, u.url]));
  });
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {value.length ? (
        <Group gap="xs">
          {value.map((link, i) => (
            <div key={link} style={{ position: 'relative' }}>
              <Image src={link} alt={`${label} ${i + 1}`} w={96} h={72} fit="contain" radius="sm" bg="gray.1" />
              {!readOnly && (
                <CloseButton
                  size="sm"
                  style={{ position: 'absolute', top: 2, right: 2 }}
                  aria-label={`Remove ${label} ${i + 1}`}
                  onClick={() => onChange(value.filter((l) => l !== link))}
                />
              )}
            </div>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No images yet.
        </Text>
      )}
      {!readOnly && (
        <FilePicker
          label={`Add to ${label}`}
          accept="image/png,image/jpeg"
          multiple
          disabled={busy}
          onFiles={(f) => void add(f)}
        />
      )}
      <UploadProgress tasks={tasks} onDismiss={dismiss} />
    </Stack>
  );
}

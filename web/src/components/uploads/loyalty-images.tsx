import { CloseButton, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import '#web/components/mantine.css';
import './loyalty-images.css';
import { useId, useState } from 'react';
import * as messages from '#shared/messages/client/loyalty-messages';
import { UPLOAD_PURPOSES } from '#shared/schemas/upload';
import { FilePicker } from './file-picker.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { useUploads } from './use-uploads.ts';

/** An attached image: its confirmed key (what a message names) and a preview of the file chosen. */
export interface AttachedImage {
  key: string;
  fileName: string;
  size: number;
  preview: string;
}

const MAX_KB = UPLOAD_PURPOSES.loyalty.maxBytes / 1024;

/**
 * Uploads of a text's images (purpose 'loyalty': png or jpeg, 600 KB at most, private). A private
 * image has no link, so the preview is the file itself, as a data: URL (the site's
 * Content-Security-Policy allows data: images, not blob:).
 */
export function useLoyaltyUploads(clientId: string, onAttached: (image: AttachedImage) => void) {
  return useUploads(clientId, 'loyalty', (u, file) => {
    const reader = new FileReader();
    reader.onload = () =>
      onAttached({ key: u.key, fileName: u.fileName, size: u.size, preview: String(reader.result) });
    reader.readAsDataURL(file);
  });
}

/**
 * The images of a picture message, a message's or a points offer's: previews with their remove
 * buttons, the picker (no more than `max` in all, counting those on their way), and each upload's
 * progress. `error` is the form's own word on them (still uploading).
 */
export function LoyaltyImages(props: {
  label: string;
  max: number;
  images: AttachedImage[];
  uploads: ReturnType<typeof useLoyaltyUploads>;
  onRemove: (key: string) => void;
  error?: string;
}) {
  const { label, max, images, uploads, onRemove, error } = props;
  const labelId = useId();
  const [tooMany, setTooMany] = useState(false);
  const addFiles = (files: File[]) => {
    const room = max - images.length - uploads.tasks.filter((t) => t.state !== 'done' && t.state !== 'failed').length;
    setTooMany(files.length > room);
    if (room > 0) void uploads.add(files.slice(0, room));
  };
  const problem = error ?? (tooMany ? messages.tooManyImages(max) : undefined);
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {messages.imagesHint(MAX_KB, max)}
      </Text>
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="ul" className="loyalty-images">
          {images.map((i) => (
            <li key={i.key}>
              <Stack gap={2}>
                <Group justify="space-between" wrap="nowrap" gap={4}>
                  <Text size="xs" truncate>
                    {i.fileName}
                  </Text>
                  <CloseButton size="sm" aria-label={`Remove ${i.fileName}`} onClick={() => onRemove(i.key)} />
                </Group>
                <Image src={i.preview} alt={i.fileName} h={96} fit="contain" radius="sm" bg="gray.1" />
                <Text size="xs" c="dimmed">
                  {Math.ceil(i.size / 1024)} KB
                </Text>
              </Stack>
            </li>
          ))}
        </SimpleGrid>
      )}
      <Group gap="xs">
        <FilePicker
          label={max === 1 ? messages.addImage : messages.addImages}
          accept={UPLOAD_PURPOSES.loyalty.types.join(',')}
          multiple={max > 1}
          disabled={images.length >= max}
          onFiles={addFiles}
        />
      </Group>
      {problem && (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
      <UploadProgress tasks={uploads.tasks} onDismiss={uploads.dismiss} />
    </Stack>
  );
}

import {
  Alert,
  Button,
  CloseButton,
  Group,
  Image,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import '#web/components/mantine.css';
import './loyalty-messages.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as messages from '#shared/messages/client/loyalty-messages';
import { MESSAGE_BODY_MAX, MESSAGE_IMAGES_MAX } from '#shared/schemas/loyalty-message';
import { UPLOAD_PURPOSES } from '#shared/schemas/upload';
import { isApiError } from '#web/api/client.ts';
import { FilePicker } from '#web/components/uploads/file-picker.tsx';
import { UploadProgress } from '#web/components/uploads/upload-progress.tsx';
import { useUploads } from '#web/components/uploads/use-uploads.ts';
import { createMessage, LOYALTY_MESSAGES_KEY } from './api.ts';

/** An attached image: its confirmed key (what the message names) and a preview of the file chosen. */
interface Attached {
  key: string;
  fileName: string;
  size: number;
  preview: string;
}

const MAX_KB = UPLOAD_PURPOSES.loyalty.maxBytes / 1024;

/** `datetime-local`'s value for a time, on the browser's clock. */
const localInput = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

/**
 * Create message (spec 3 §2, §4): the body with its character count, png or jpeg images of 600 KB
 * at most through the upload mechanism (purpose 'loyalty', refused in the browser before upload and
 * again by the server), method mms, now or at a chosen date and time. After a send the history
 * opens, where the new message waits as pending.
 */
export function CreateMessage({ clientId, onSent }: { clientId: string; onSent: () => void }) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [images, setImages] = useState<Attached[]>([]);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<{ body?: string; sendAt?: string; images?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  // a private image has no link: the preview is the file itself, as a data: URL (the site's
  // Content-Security-Policy allows data: images, not blob:), at most 600 KB each
  const uploads = useUploads(clientId, 'loyalty', (u, file) => {
    const reader = new FileReader();
    reader.onload = () =>
      setImages((all) => [...all, { key: u.key, fileName: u.fileName, size: u.size, preview: String(reader.result) }]);
    reader.readAsDataURL(file);
  });

  const remove = (key: string) => setImages((all) => all.filter((i) => i.key !== key));

  const addFiles = (files: File[]) => {
    const room =
      MESSAGE_IMAGES_MAX -
      images.length -
      uploads.tasks.filter((t) => t.state !== 'done' && t.state !== 'failed').length;
    setErrors((e) => ({ ...e, images: files.length > room ? messages.tooManyImages(MESSAGE_IMAGES_MAX) : undefined }));
    if (room > 0) void uploads.add(files.slice(0, room));
  };

  const clear = () => {
    setBody('');
    setImages([]);
    setWhen('now');
    setSendAt('');
    setErrors({});
    setFailure(undefined);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    const at = when === 'later' && sendAt ? new Date(sendAt) : undefined;
    const found = {
      body: body.trim() ? undefined : messages.bodyRequired,
      sendAt:
        when !== 'later'
          ? undefined
          : !at || Number.isNaN(at.getTime())
            ? messages.sendAtRequired
            : at.getTime() < Date.now()
              ? messages.sendAtPast
              : undefined,
      images: uploads.busy ? messages.imagesUploading : undefined,
    };
    setErrors(found);
    if (found.body || found.sendAt || found.images) return;
    setSending(true);
    try {
      await createMessage(clientId, {
        messageBody: body,
        messageMediaAws: images.map((i) => i.key),
        method: 'mms',
        ...(at && { sendDateTime: at.toISOString() }),
      });
      await queryClient.invalidateQueries({ queryKey: [LOYALTY_MESSAGES_KEY, clientId] });
      clear();
      onSent();
    } catch (err) {
      setFailure(`${messages.sendFailed} ${isApiError(err) ? err.message : 'the server did not answer.'}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={messages.createView}>
      <Stack gap="md" maw={640}>
        <Textarea
          label={messages.bodyLabel}
          required
          autosize
          minRows={4}
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={errors.body}
          description={`${body.length} / ${MESSAGE_BODY_MAX} characters`}
        />
        <Stack gap={6} role="group" aria-labelledby="message-images-label">
          <Text id="message-images-label" size="sm" fw={500}>
            {messages.imagesLabel}
          </Text>
          <Text size="xs" c="dimmed">
            {messages.imagesHint(MAX_KB, MESSAGE_IMAGES_MAX)}
          </Text>
          {images.length > 0 && (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="ul" className="message-images">
              {images.map((i) => (
                <li key={i.key}>
                  <Stack gap={2}>
                    <Group justify="space-between" wrap="nowrap" gap={4}>
                      <Text size="xs" truncate>
                        {i.fileName}
                      </Text>
                      <CloseButton size="sm" aria-label={`Remove ${i.fileName}`} onClick={() => remove(i.key)} />
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
              label={messages.addImages}
              accept={UPLOAD_PURPOSES.loyalty.types.join(',')}
              multiple
              disabled={images.length >= MESSAGE_IMAGES_MAX}
              onFiles={addFiles}
            />
          </Group>
          {errors.images && (
            <Text size="sm" c="red.9" role="alert">
              {errors.images}
            </Text>
          )}
          <UploadProgress tasks={uploads.tasks} onDismiss={uploads.dismiss} />
        </Stack>
        <Select
          label={messages.methodLabel}
          data={[{ value: 'mms', label: 'MMS' }]}
          value="mms"
          allowDeselect={false}
        />
        <Radio.Group label={messages.whenLabel} value={when} onChange={(v) => setWhen(v === 'later' ? 'later' : 'now')}>
          <Group gap="lg" mt={4}>
            <Radio value="now" label={messages.sendNow} />
            <Radio value="later" label={messages.sendLater} />
          </Group>
        </Radio.Group>
        {when === 'later' && (
          <TextInput
            type="datetime-local"
            label={messages.sendAtLabel}
            required
            min={localInput(new Date())}
            value={sendAt}
            onChange={(e) => setSendAt(e.currentTarget.value)}
            error={errors.sendAt}
          />
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={sending}>
            {messages.send}
          </Button>
          <Button variant="default" onClick={clear} disabled={sending}>
            {messages.clear}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Button, Group, Radio, Select, Stack, TextInput, Textarea } from '@mantine/core';
import '#web/components/mantine.css';
import './loyalty-messages.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as messages from '#shared/messages/client/loyalty-messages';
import { MESSAGE_BODY_MAX, MESSAGE_IMAGES_MAX } from '#shared/schemas/loyalty-message';
import { isApiError } from '#web/api/client.ts';
import { createMessage } from './api.ts';
import { LoyaltyImages, useLoyaltyUploads, type AttachedImage } from '#web/components/uploads/loyalty-images.tsx';

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
  const [images, setImages] = useState<AttachedImage[]>([]);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<{ body?: string; sendAt?: string; images?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const uploads = useLoyaltyUploads(clientId, (image) => setImages((all) => [...all, image]));

  const remove = (key: string) => setImages((all) => all.filter((i) => i.key !== key));

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
      await createMessage(queryClient, clientId, {
        messageBody: body,
        messageMediaAws: images.map((i) => i.key),
        method: 'mms',
        ...(at && { sendDateTime: at.toISOString() }),
      });
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
        <LoyaltyImages
          label={messages.imagesLabel}
          max={MESSAGE_IMAGES_MAX}
          images={images}
          uploads={uploads}
          onRemove={remove}
          error={errors.images}
        />
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

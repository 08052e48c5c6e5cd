import { Alert, Button, Group, Radio, Select, Stack, TextInput, Textarea } from '@mantine/core';
import '#web/components/mantine.css';
import './loyalty-messages.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as audienceMessages from '#shared/messages/client/loyalty-audiences';
import * as messages from '#shared/messages/client/loyalty-messages';
import type { Audience } from '#shared/schemas/loyalty-audience';
import { MESSAGE_BODY_MAX, MESSAGE_IMAGES_MAX } from '#shared/schemas/loyalty-message';
import { formatStoreTime, fromStoreLocal, storeTimeZone, toStoreLocal } from '#shared/store-time-zone';
import { isApiError } from '#web/api/client.ts';
import { clientQuery } from '#web/lib/client.ts';
import { countAudience, createMessage } from './api.ts';
import { SegmentPicker, type AudienceChoice } from '#web/components/loyalty/segment-picker.tsx';
import { ConfirmSend, SendPreview } from '#web/components/loyalty/send-preview.tsx';
import { LoyaltyImages, useLoyaltyUploads, type AttachedImage } from '#web/components/uploads/loyalty-images.tsx';

/**
 * Create message (spec 3 §2, §4): the body with its character count, png or jpeg images of 600 KB
 * at most through the upload mechanism (purpose 'loyalty', refused in the browser before upload and
 * again by the server), method mms, now or at a date and time on the store's clock, and who gets it
 * (a segment, docs/client-loyalty-audiences.md). Preview shows it on a phone with the warning it
 * will carry, the count and the cost; Send asks to confirm, naming the count. After a send the
 * history opens, where the new message waits as pending.
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
  const [choice, setChoice] = useState<AudienceChoice>({});
  const [segmentProblem, setSegmentProblem] = useState<string>();
  const [audience, setAudience] = useState<Audience>();
  const [counting, setCounting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const company = useQuery(clientQuery(clientId));
  const zone = storeTimeZone(company.data ?? {});
  const uploads = useLoyaltyUploads(clientId, (image) => setImages((all) => [...all, image]));

  const remove = (key: string) => setImages((all) => all.filter((i) => i.key !== key));

  const clear = () => {
    setBody('');
    setImages([]);
    setWhen('now');
    setSendAt('');
    setErrors({});
    setFailure(undefined);
    setAudience(undefined);
  };

  /** The form's checks; answers the send time (undefined: now), or false when one failed. */
  const check = (): Date | undefined | false => {
    setFailure(undefined);
    const at = when === 'later' && sendAt ? fromStoreLocal(sendAt, zone) : undefined;
    const found = {
      body: body.trim() ? undefined : messages.bodyRequired,
      sendAt:
        when !== 'later'
          ? undefined
          : !at
            ? messages.sendAtRequired
            : at.getTime() < Date.now()
              ? messages.sendAtPast
              : undefined,
      images: uploads.busy ? messages.imagesUploading : undefined,
    };
    setErrors(found);
    if (found.body || found.sendAt || found.images) return false;
    if (segmentProblem) {
      setFailure(segmentProblem);
      return false;
    }
    return at;
  };

  /** The server's count for the message as it stands: who gets it, the cost, the text as it arrives. */
  const count = async (at: Date | undefined) => {
    setCounting(true);
    try {
      const a = await countAudience(clientId, {
        messageBody: body,
        ...(choice.segment && { segment: choice.segment }),
        ...(at && { sendDateTime: at.toISOString() }),
      });
      setAudience(a);
      return a;
    } catch (err) {
      setFailure(`${audienceMessages.countFailed} ${isApiError(err) ? err.message : 'the server did not answer.'}`);
      return undefined;
    } finally {
      setCounting(false);
    }
  };

  const preview = async () => {
    const at = check();
    if (at !== false) await count(at);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const at = check();
    if (at === false) return;
    if (await count(at)) setConfirming(true);
  };

  const send = async () => {
    const at = check();
    if (at === false) return setConfirming(false);
    setSending(true);
    try {
      await createMessage(queryClient, clientId, {
        messageBody: body,
        messageMediaAws: images.map((i) => i.key),
        method: 'mms',
        ...(at && { sendDateTime: at.toISOString() }),
        ...(choice.segment && { segment: choice.segment }),
        ...(choice.segment && choice.segmentName && { segmentName: choice.segmentName }),
      });
      setConfirming(false);
      clear();
      onSent();
    } catch (err) {
      setConfirming(false);
      setFailure(`${messages.sendFailed} ${isApiError(err) ? err.message : 'the server did not answer.'}`);
    } finally {
      setSending(false);
    }
  };
  const scheduledFor = when === 'later' && sendAt ? fromStoreLocal(sendAt, zone) : undefined;

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
          onChange={(e) => {
            setBody(e.currentTarget.value);
            setAudience(undefined);
          }}
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
            min={toStoreLocal(new Date(), zone)}
            value={sendAt}
            onChange={(e) => {
              setSendAt(e.currentTarget.value);
              setAudience(undefined);
            }}
            error={errors.sendAt}
            description={audienceMessages.storeTime(zone)}
          />
        )}
        <SegmentPicker
          clientId={clientId}
          onChange={(c, problem) => {
            setChoice(c);
            setSegmentProblem(problem);
            setAudience(undefined);
          }}
        />
        {audience && <SendPreview audience={audience} images={images} />}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={() => void preview()} loading={counting && !confirming}>
            {audienceMessages.preview}
          </Button>
          <Button type="submit" loading={sending || (counting && confirming)}>
            {messages.send}
          </Button>
          <Button variant="default" onClick={clear} disabled={sending}>
            {messages.clear}
          </Button>
        </Group>
      </Stack>
      <ConfirmSend
        opened={confirming}
        audience={audience}
        when={scheduledFor && formatStoreTime(scheduledFor, zone)}
        describe={choice.segmentName ?? audienceMessages.describeSegment(choice.segment)}
        busy={sending}
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}

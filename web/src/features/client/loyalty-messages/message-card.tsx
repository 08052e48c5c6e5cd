import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import '#web/components/mantine.css';
import './loyalty-messages.css';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { MESSAGE_CARD_PREVIEW } from '#shared/constants';
import * as loyaltyMessages from '#shared/messages/client/loyalty';
import * as audienceMessages from '#shared/messages/client/loyalty-audiences';
import * as messages from '#shared/messages/client/loyalty-messages';
import { MESSAGE_BODY_MAX } from '#shared/schemas/loyalty-message';
import { formatStoreTime, fromStoreLocal, toStoreLocal } from '#shared/store-time-zone';
import { isApiError } from '#web/api/client.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { SegmentPicker, type AudienceChoice } from '#web/components/loyalty/segment-picker.tsx';
import { cancelMessage, editMessage } from './api.ts';
import type { LoyaltyMessageView } from '#shared/schemas/loyalty-message';

// recharts and @mantine/charts load only when someone opens a message's delivery
const DeliveryChart = lazy(() => import('./delivery-chart.tsx').then((m) => ({ default: m.DeliveryChart })));

const STATUS_LABELS: Record<LoyaltyMessageView['status'], string> = {
  pending: 'Pending',
  sent: 'Sending',
  complete: 'Complete',
  cancelled: 'Cancelled',
};

/** The body as a card shows it: cut at 80 characters (spec 3 §9), an ellipsis saying so. */
const preview = (body: string) =>
  body.length > MESSAGE_CARD_PREVIEW ? `${body.slice(0, MESSAGE_CARD_PREVIEW)}…` : body;

/** A clock symbol, the pending icon (spec 3 §4: a pending message shows one). */
function PendingIcon() {
  return (
    <svg className="pending-icon" viewBox="0 0 24 24" width="18" height="18" role="img" aria-label="Pending">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * One message of the history: its body cut at 80 characters, the pending icon while pending, when
 * it goes or went, its status and delivery percent; its delivery chart on request.
 */
export function MessageCard({
  message: m,
  clientId,
  zone,
}: {
  message: LoyaltyMessageView;
  clientId: string;
  zone: string;
}) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string>();
  const queries = useQueryClient();
  const panel = useId();
  const at = formatStoreTime(m.sendDateTime, zone);
  // a business's message waiting for its time can still change; the server refuses once it started
  const scheduled = m.status === 'pending' && m.origin === 'message' && m.sendDateTime > new Date().toISOString();
  const [asking, setAsking] = useState(false);
  const cancel = async () => {
    setAsking(false);
    setFailure(undefined);
    await cancelMessage(queries, clientId, m._id).catch((e: unknown) =>
      setFailure(isApiError(e) ? e.message : String(e)),
    );
  };
  return (
    <Paper withBorder p="sm" radius="md" className="message-card" data-status={m.status}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {m.status === 'pending' && <PendingIcon />}
          <Text className="message-body" title={m.messageBody}>
            {preview(m.messageBody)}
          </Text>
        </Group>
        <Group gap="xs" justify="space-between">
          <Text size="sm" c="dimmed">
            <time dateTime={m.sendDateTime}>{at}</time>
            {m.messageMediaAws.length > 0 &&
              ` · ${m.messageMediaAws.length} image${m.messageMediaAws.length > 1 ? 's' : ''}`}
          </Text>
          <Group gap="xs">
            <Badge
              variant="filled"
              // the darkest shades: white text on them passes WCAG AA contrast
              color={
                m.status === 'pending'
                  ? 'grape.9'
                  : m.status === 'complete'
                    ? 'teal.9'
                    : m.status === 'cancelled'
                      ? 'dark.6'
                      : 'blue.9'
              }
            >
              {STATUS_LABELS[m.status]}
            </Badge>
            <Text size="sm">{messages.delivered(Math.round(m.deliveryPercent))}</Text>
          </Group>
        </Group>
        <Text size="sm">{m.segmentName ?? audienceMessages.describeSegment(m.segment)}</Text>
        {scheduled && (
          <Group gap="xs">
            <Button variant="default" size="compact-sm" onClick={() => setEditing(true)}>
              {audienceMessages.editMessage}
            </Button>
            <Button variant="default" size="compact-sm" onClick={() => setAsking(true)}>
              {audienceMessages.cancelMessage}
            </Button>
          </Group>
        )}
        <ConfirmDialog
          opened={asking}
          title={audienceMessages.cancelMessage}
          message={audienceMessages.cancelConfirm}
          confirmLabel={audienceMessages.cancelMessage}
          onConfirm={() => void cancel()}
          onCancel={() => setAsking(false)}
        />
        {failure && (
          <Alert color="red" variant="filled" role="alert">
            {failure}
          </Alert>
        )}
        {editing && (
          <EditScheduled
            message={m}
            clientId={clientId}
            zone={zone}
            onDone={(problem) => {
              setEditing(false);
              setFailure(problem);
            }}
          />
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? messages.hideDelivery : messages.showDelivery}
        </Button>
        <div id={panel} hidden={!open}>
          {open && (
            <Suspense
              fallback={
                <p role="status" className="page-loading">
                  {loyaltyMessages.waitForData}
                </p>
              }
            >
              <DeliveryChart delivery={m.delivery} />
            </Suspense>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

/** A scheduled message's body, time (the store's clock) and audience, changed until it starts. */
function EditScheduled({
  message: m,
  clientId,
  zone,
  onDone,
}: {
  message: LoyaltyMessageView;
  clientId: string;
  zone: string;
  onDone: (problem?: string) => void;
}) {
  const queries = useQueryClient();
  const [body, setBody] = useState(m.messageBody);
  const [sendAt, setSendAt] = useState(toStoreLocal(new Date(m.sendDateTime), zone));
  const [choice, setChoice] = useState<AudienceChoice | undefined>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const at = fromStoreLocal(sendAt, zone);
    if (!body.trim()) return setProblem(messages.bodyRequired);
    if (!at || at.getTime() <= Date.now()) return setProblem(messages.sendAtPast);
    // the audience stays as it was unless a new one was chosen
    const audience = choice ?? { segment: m.segment, segmentName: m.segmentName };
    setBusy(true);
    try {
      await editMessage(queries, clientId, m._id, {
        messageBody: body,
        messageMediaAws: m.messageMediaAws,
        sendDateTime: at.toISOString(),
        ...(audience.segment && { segment: audience.segment }),
        ...(audience.segment && audience.segmentName && { segmentName: audience.segmentName }),
      });
      onDone();
    } catch (e) {
      onDone(isApiError(e) ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened
      onClose={() => onDone()}
      title={audienceMessages.editMessage}
      centered
      transitionProps={{ duration: 0 }}
    >
      <Stack gap="sm">
        <Textarea
          label={messages.bodyLabel}
          autosize
          minRows={3}
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
        <TextInput
          type="datetime-local"
          label={messages.sendAtLabel}
          value={sendAt}
          min={toStoreLocal(new Date(), zone)}
          onChange={(e) => setSendAt(e.currentTarget.value)}
          description={audienceMessages.storeTime(zone)}
        />
        <Text size="sm">{choice ? '' : (m.segmentName ?? audienceMessages.describeSegment(m.segment))}</Text>
        <SegmentPicker
          clientId={clientId}
          onChange={(c, p) => {
            setChoice(c);
            setProblem(p);
          }}
        />
        {problem && (
          <Text c="red.9" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone()} disabled={busy}>
            {audienceMessages.cancel}
          </Button>
          <Button onClick={() => void save()} loading={busy}>
            {audienceMessages.saveChanges}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

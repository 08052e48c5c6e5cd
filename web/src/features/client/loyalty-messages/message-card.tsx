import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import '#web/components/mantine.css';
import './loyalty-messages.css';
import { lazy, Suspense, useId, useState } from 'react';
import { MESSAGE_CARD_PREVIEW } from '#shared/constants';
import * as loyaltyMessages from '#shared/messages/client/loyalty';
import * as messages from '#shared/messages/client/loyalty-messages';
import type { LoyaltyMessageView } from '#shared/schemas/loyalty-message';

// recharts and @mantine/charts load only when someone opens a message's delivery
const DeliveryChart = lazy(() => import('./delivery-chart.tsx').then((m) => ({ default: m.DeliveryChart })));

const STATUS_LABELS: Record<LoyaltyMessageView['status'], string> = {
  pending: 'Pending',
  sent: 'Sending',
  complete: 'Complete',
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
export function MessageCard({ message: m }: { message: LoyaltyMessageView }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const at = new Date(m.sendDateTime).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
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
              color={m.status === 'pending' ? 'grape.9' : m.status === 'complete' ? 'teal.9' : 'blue.9'}
            >
              {STATUS_LABELS[m.status]}
            </Badge>
            <Text size="sm">{messages.delivered(Math.round(m.deliveryPercent))}</Text>
          </Group>
        </Group>
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

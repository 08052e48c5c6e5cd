import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import '#web/components/mantine.css';
import './send-preview.css';
import { PRICING, usd } from '#shared/constants';
import * as m from '#shared/messages/client/loyalty-audiences';
import type { Audience } from '#shared/schemas/loyalty-audience';

// The preview before a loyalty text goes (docs/client-loyalty-audiences.md): the message on a
// phone-shaped frame with its images and the warning as it will arrive, who gets it and who does
// not, the texts against the plan's month and the cost of the rest; and the confirmation that names
// the count. The figures are the server's count, the rule its fan-out applies.

/** The message as a member's phone shows it. */
export function PhonePreview({ text, images }: { text: string; images: { preview: string; fileName: string }[] }) {
  return (
    <figure className="phone-preview" aria-label={m.previewTitle}>
      <figcaption className="phone-caption">{m.previewTitle}</figcaption>
      <div className="phone-screen">
        {images.map((i) => (
          <img key={i.preview} src={i.preview} alt={i.fileName} className="phone-image" />
        ))}
        <p className="phone-bubble">{text}</p>
      </div>
    </figure>
  );
}

/** Who gets it and what it costs. */
export function AudienceFigures({ audience: a }: { audience: Audience }) {
  return (
    <Stack gap={4} role="status" aria-live="polite" className="audience-figures">
      <Text fw={700}>{m.recipients(a.recipients)}</Text>
      <Text size="sm">{m.excluded(a.noConsent, a.optedOut)}</Text>
      {a.quietHours > 0 && <Text size="sm">{m.quietHoursWait(a.quietHours)}</Text>}
      <Text size="sm">{m.planUse(a.usedThisMonth, PRICING.loyaltyMessagesPerMonth)}</Text>
      <Text size="sm">{m.costLine(a.included, a.extra, usd(PRICING.extraMessage), `$${a.cost.toFixed(2)}`)}</Text>
    </Stack>
  );
}

/** The confirmation: names the count, sends only on its button. */
export function ConfirmSend({
  opened,
  audience,
  when,
  describe,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  audience: Audience | undefined;
  /** the store's time it is scheduled for; now when absent */
  when?: string | undefined;
  describe: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const n = audience?.recipients ?? 0;
  return (
    <Modal opened={opened} onClose={onClose} title={m.confirmTitle} centered transitionProps={{ duration: 0 }}>
      <Stack gap="sm">
        <Text>{describe}</Text>
        {audience && <AudienceFigures audience={audience} />}
        {n === 0 && (
          <Alert color="red" variant="filled" role="alert">
            {m.noRecipients}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {m.cancel}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {when ? m.confirmSchedule(n, when) : m.confirmSend(n)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The preview panel: the phone and the figures side by side, stacked on a phone. */
export function SendPreview({
  audience,
  images,
}: {
  audience: Audience;
  images: { preview: string; fileName: string }[];
}) {
  return (
    <Paper withBorder p="md" radius="md" className="send-preview">
      <PhonePreview text={audience.text ?? ''} images={images} />
      <AudienceFigures audience={audience} />
    </Paper>
  );
}

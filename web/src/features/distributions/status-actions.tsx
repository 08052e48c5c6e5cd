import { Badge, Button, Group } from '@mantine/core';
import { DISTRIBUTION_DECISIONS } from '#shared/schemas/distribution';

type Status = 'pending' | 'approved' | 'denied';
type Decision = (typeof DISTRIBUTION_DECISIONS)[number];

const COLORS: Record<Status, string> = { pending: 'yellow', approved: 'green', denied: 'red' };
/** Light yellow's own text is too faint on its tint (axe: color contrast), so Pending reads in dark text. */
const TEXT: Partial<Record<Status, string>> = { pending: 'dark.8' };
const LABELS: Record<Status, string> = { pending: 'Pending', approved: 'Approved', denied: 'Denied' };

/** The spec's buttons for each status (spec 2 §4): what the producer may do next. */
const ACTIONS: Record<Status, { label: string; to: Decision }[]> = {
  pending: [
    { label: 'Approve', to: 'approved' },
    { label: 'Reject', to: 'denied' },
  ],
  approved: [{ label: 'Remove', to: 'denied' }],
  denied: [{ label: 'Approve', to: 'approved' }],
};

export function StatusBadge({ status }: { status: Status }) {
  return (
    <Badge color={COLORS[status]} c={TEXT[status]} variant="light" tt="none">
      {LABELS[status]}
    </Badge>
  );
}

/** Approve, Reject or Remove for one entry; `what` names the row for screen readers. */
export function StatusActions({
  status,
  what,
  busy,
  onDecide,
}: {
  status: Status;
  what: string;
  busy: boolean;
  onDecide: (to: Decision) => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      {ACTIONS[status].map((a) => (
        <Button
          key={a.label}
          size="xs"
          variant={a.to === 'approved' ? 'filled' : 'default'}
          color={a.to === 'approved' ? 'green' : undefined}
          aria-label={`${a.label} ${what}`}
          disabled={busy}
          onClick={() => onDecide(a.to)}
        >
          {a.label}
        </Button>
      ))}
    </Group>
  );
}

/** A short date for a row (the time is the entry's last change). */
export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

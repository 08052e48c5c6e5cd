import { Badge, Button, Group } from '@mantine/core';
import * as distributionMessages from '#shared/messages/client/distributions';
import type { DISTRIBUTION_DECISIONS, DISTRIBUTION_SIDES } from '#shared/schemas/distribution';

type Status = 'pending' | 'approved' | 'denied';
type Decision = (typeof DISTRIBUTION_DECISIONS)[number];
type Side = (typeof DISTRIBUTION_SIDES)[number];

/** An entry as either side's screens read it: its status and whose answer or refusal it holds. */
export interface Entry {
  status: Status;
  awaiting?: Side | undefined;
  deniedBy?: Side | undefined;
}

/** Where an entry stands for the producer: a store's request, its own offer, or the store's refusal. */
type Stand = Status | 'offered' | 'declined';
const standOf = (e: Entry): Stand =>
  e.status === 'pending' && e.awaiting === 'dispensary'
    ? 'offered'
    : e.status === 'denied' && e.deniedBy === 'dispensary'
      ? 'declined'
      : e.status;

const COLORS: Record<Stand, string> = {
  pending: 'yellow',
  offered: 'blue',
  approved: 'green',
  denied: 'red',
  declined: 'red',
};
/** Light yellow's own text is too faint on its tint (axe: color contrast), so Pending reads in dark text. */
const TEXT: Partial<Record<Stand, string>> = { pending: 'dark.8' };
const LABELS: Record<Stand, string> = {
  pending: 'Pending',
  offered: distributionMessages.offeredToStore,
  approved: 'Approved',
  denied: 'Denied',
  declined: distributionMessages.declinedByStore,
};

/**
 * The spec's buttons for each status (spec 2 §4): what the producer may do next. An offer is the
 * store's to accept (the producer may withdraw it), and a store's refusal is the store's to undo.
 */
const ACTIONS: Record<Stand, { label: string; to: Decision }[]> = {
  pending: [
    { label: 'Approve', to: 'approved' },
    { label: 'Reject', to: 'denied' },
  ],
  offered: [{ label: 'Withdraw', to: 'denied' }],
  approved: [{ label: 'Remove', to: 'denied' }],
  denied: [{ label: 'Approve', to: 'approved' }],
  declined: [],
};

export function StatusBadge({ entry }: { entry: Entry }) {
  const stand = standOf(entry);
  return (
    <Badge color={COLORS[stand]} c={TEXT[stand]} variant="light" tt="none">
      {LABELS[stand]}
    </Badge>
  );
}

/** Approve, Reject, Remove or Withdraw for one entry; `what` names the row for screen readers. */
export function StatusActions({
  entry,
  what,
  busy,
  onDecide,
}: {
  entry: Entry;
  what: string;
  busy: boolean;
  onDecide: (to: Decision) => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      {ACTIONS[standOf(entry)].map((a) => (
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

import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { TEXT_AREA_MAX } from '#shared/constants';
import { notesLongEnough, REJECT_NOTES_MESSAGE } from '#shared/schemas/pipeline';

/**
 * Review's actions beside the read-only form (spec 3): Approve, Edit (after which the form's own
 * button is Approve with edits) and Reject, which first reveals a notes box; notes under 5
 * characters get the spec's alert.
 */
export function ReviewActions({
  editing,
  busy,
  onApprove,
  onEdit,
  onReject,
  onProblem,
}: {
  editing: boolean;
  busy: boolean;
  onApprove: () => void;
  onEdit: () => void;
  onReject: (notes: string) => void;
  onProblem: (message: string) => void;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [notes, setNotes] = useState('');
  return (
    <Stack gap="sm" w="100%">
      <Group>
        {!editing && (
          <Button color="green" onClick={onApprove} loading={busy}>
            Approve
          </Button>
        )}
        {!editing && (
          <Button variant="default" onClick={onEdit} disabled={busy}>
            Edit
          </Button>
        )}
        {!rejecting && (
          <Button color="red.8" onClick={() => setRejecting(true)} disabled={busy}>
            Reject
          </Button>
        )}
      </Group>
      {rejecting && (
        <Stack gap="xs" maw={640}>
          <Textarea
            label="Why is the entry rejected?"
            description="The next person entering this certificate reads these notes."
            autosize
            minRows={3}
            maxLength={TEXT_AREA_MAX}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            data-autofocus
          />
          <Group>
            <Button
              color="red.8"
              loading={busy}
              onClick={() => (notesLongEnough(notes) ? onReject(notes.trim()) : onProblem(REJECT_NOTES_MESSAGE))}
            >
              Reject with these notes
            </Button>
            <Button variant="subtle" onClick={() => setRejecting(false)} disabled={busy}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

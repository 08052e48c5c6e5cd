import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { TEXT_AREA_MAX } from '#shared/constants';
import { notesLongEnough, REJECT_NOTES_MESSAGE } from '#shared/schemas/pipeline';
import { shortcutKeys, ShortcutHint, useShortcut } from '#web/components/shortcuts.tsx';

/** The review's shortcuts (docs/admin-pipeline.md, Shortcuts); the form's Approve with edits is Alt+W. */
export const REVIEW_KEYS = { approve: 'A', approveWithEdits: 'W', reject: 'R', edit: 'I' } as const;

/**
 * Review's actions beside the read-only form (spec 3): Approve, Edit (after which the form's own
 * button is Approve with edits) and Reject, which first reveals a notes box; notes under 5
 * characters get the spec's alert under the box, which takes the focus, since the reviewer is
 * looking there. Each has its Alt shortcut, shown on the button.
 */
export function ReviewActions({
  editing,
  busy,
  onApprove,
  onEdit,
  onReject,
}: {
  editing: boolean;
  busy: boolean;
  onApprove: () => void;
  onEdit: () => void;
  onReject: (notes: string) => void;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [notes, setNotes] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const notesBox = useRef<HTMLTextAreaElement>(null);
  // the box opened (by its button or Alt+R) or refused: the reviewer's next keys go there
  const [focusNotes, setFocusNotes] = useState(0);
  useEffect(() => {
    if (focusNotes) notesBox.current?.focus();
  }, [focusNotes]);
  const startRejecting = () => {
    setRejecting(true);
    setFocusNotes((n) => n + 1);
  };
  const reject = () => {
    if (notesLongEnough(notes)) return onReject(notes.trim());
    setTooShort(true);
    setFocusNotes((n) => n + 1);
  };

  useShortcut(REVIEW_KEYS.approve, onApprove, !editing && !busy);
  useShortcut(REVIEW_KEYS.edit, onEdit, !editing && !busy);
  useShortcut(REVIEW_KEYS.reject, () => (rejecting ? reject() : startRejecting()), !busy);
  const keys = (letter: string) => ({
    'aria-keyshortcuts': shortcutKeys(letter),
    rightSection: <ShortcutHint letter={letter} />,
  });

  return (
    <Stack gap="sm" w="100%">
      <Group>
        {!editing && (
          <Button color="green" onClick={onApprove} loading={busy} {...keys(REVIEW_KEYS.approve)}>
            Approve
          </Button>
        )}
        {!editing && (
          <Button variant="default" onClick={onEdit} disabled={busy} {...keys(REVIEW_KEYS.edit)}>
            Edit
          </Button>
        )}
        {!rejecting && (
          <Button color="red.8" onClick={startRejecting} disabled={busy} {...keys(REVIEW_KEYS.reject)}>
            Reject
          </Button>
        )}
      </Group>
      {rejecting && (
        <Stack gap="xs" maw={640}>
          <Textarea
            ref={notesBox}
            label="Why is the entry rejected?"
            description="The next person entering this certificate reads these notes."
            autosize
            minRows={3}
            maxLength={TEXT_AREA_MAX}
            value={notes}
            onChange={(e) => {
              setNotes(e.currentTarget.value);
              if (tooShort && notesLongEnough(e.currentTarget.value)) setTooShort(false);
            }}
            error={tooShort ? REJECT_NOTES_MESSAGE : undefined}
            // said as it appears, beside the box that needs it
            errorProps={{ role: 'alert' }}
          />
          <Group>
            <Button color="red.8" loading={busy} onClick={reject} {...keys(REVIEW_KEYS.reject)}>
              Reject with these notes
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                setRejecting(false);
                setTooShort(false);
              }}
              disabled={busy}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

import { Button } from '@mantine/core';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserToggle } from '#shared/schemas/admin-users';
import { ActionError } from '#web/components/action-error.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { SavedNotice } from '#web/components/saved-notice.tsx';
import { ADMIN_USERS_KEY, deleteUser, setUserRole, userBinderCountQuery } from './api.ts';

/** Each role's words, for the column header and the checkbox's label. */
export const ROLE_LABELS: Record<UserToggle, string> = {
  adminUser: 'Admin',
  processorUser: 'Processor',
  dispensaryUser: 'Dispensary',
  serviceDataEntry: 'Data entry',
  serviceReview: 'Review',
  disabled: 'Disabled',
};

/** One role toggle of a row: a checkbox whose change is saved at once; the server's refusal is shown as is. */
export function RoleToggle({
  user,
  role,
}: {
  user: { _id: string; email: string } & Record<UserToggle, boolean>;
  role: UserToggle;
}) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (value: boolean) => setUserRole(user._id, role, value),
    // the table is read from an index that trails the write by a moment: a refetch could bring the
    // old value back, so the saved one is written into the pages already held
    onSuccess: (_answer, value) =>
      queryClient.setQueriesData<{ users: (typeof user)[] }>(
        { queryKey: [ADMIN_USERS_KEY, 'page'] },
        (page) => page && { ...page, users: page.users.map((u) => (u._id === user._id ? { ...u, [role]: value } : u)) },
      ),
  });
  // held from the click itself: the mutation reports pending only after a tick, and a controlled
  // box re-rendered in between would flick back; a refused save returns it to the stored value
  const [wanted, setWanted] = useState<boolean>();
  const checked = save.isError ? user[role] : (wanted ?? user[role]);
  return (
    <>
      {/* a native checkbox: the app loads Mantine's styles for the few components it uses, and a
          table of 60 toggles wants nothing more */}
      <input
        type="checkbox"
        aria-label={`${ROLE_LABELS[role]}: ${user.email}`}
        checked={checked}
        disabled={save.isPending}
        onChange={(e) => {
          setWanted(e.currentTarget.checked);
          save.mutate(e.currentTarget.checked);
        }}
      />
      <SavedNotice saved={save.isSuccess} />
      <ActionError error={save.error} />
    </>
  );
}

/** The user's binder items, counted on demand per row. */
export function BinderCount({ id }: { id: string }) {
  const count = useQuery(userBinderCountQuery(id));
  return <>{count.data ? count.data.count : count.isError ? '–' : '…'}</>;
}

/**
 * Delete, after the app's own confirmation; the spec's blocks come back from the server and are
 * shown as they are, under the button.
 */
export function DeleteUser({ user }: { user: { _id: string; email: string } }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteUser(user._id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_KEY] }),
  });
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        color="red"
        // disabled rather than a spinner: the faded label under a loader fails contrast
        disabled={remove.isPending}
        aria-label={`Delete ${user.email}`}
        onClick={() => setAsking(true)}
      >
        Delete
      </Button>
      <ActionError error={remove.error} />
      <ConfirmDialog
        opened={asking}
        title="Delete this user?"
        message={`Delete ${user.email}? This cannot be undone.`}
        confirmLabel="Delete"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          remove.mutate();
        }}
      />
    </>
  );
}

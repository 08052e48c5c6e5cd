import { Button, Group, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messagingBodySchema, type AdminClientRow } from '#shared/schemas/admin-clients';
import { ActionError } from '#web/components/action-error.tsx';
import { SavedNotice } from '#web/components/saved-notice.tsx';
import { SearchPicker } from '#web/components/search-picker.tsx';
import { ADMIN_CLIENTS_KEY, searchUsers, setClientAdmin, setEntityMessaging, updateEntitySettings } from './api.ts';

// A clients row's controls. Each saves on its own; the server's refusal is shown under the control
// as it says it ('Error Saving Entity. Rejection: …' for an admin change).

const useSave = <T,>(fn: (v: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_CLIENTS_KEY, 'page'] }),
  });
};

/**
 * A field's own value that follows the server's while untouched: a row refetched after another
 * save (a premium change, say) updates a field nobody has typed in, and never resets one being typed.
 */
function useFollowing<T>(server: T): [T, (v: T) => void] {
  const [draft, setDraft] = useState(server);
  const [seen, setSeen] = useState(server);
  if (server !== seen) {
    setSeen(server);
    if (draft === seen) setDraft(server);
  }
  return [draft, setDraft];
}

/**
 * The company's admin user, chosen by name or e-mail (the users table's search), never by typing an
 * id: the server still refuses a user of another company in its own words.
 */
export function AdminUserControl({ row }: { row: AdminClientRow }) {
  const current = row.adminUser ?? '';
  const [userId, setUserId] = useFollowing(current);
  const save = useSave((id: string) => setClientAdmin(row._id, id));
  return (
    <Stack gap={4} maw="19rem">
      <Text size="xs" className="admin-clients-wrap admin-clients-email">
        {row.adminEmail ?? 'No admin user'}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <div style={{ width: '13rem' }}>
          <SearchPicker
            label={`Admin user of ${row.name}`}
            value={userId}
            selected={row.adminUser && row.adminEmail ? { value: row.adminUser, label: row.adminEmail } : undefined}
            onChange={setUserId}
            search={searchUsers}
            queryKey={[ADMIN_CLIENTS_KEY, 'users']}
            placeholder="Name or e-mail"
            hideLabel
          />
        </div>
        <Button
          size="xs"
          variant="default"
          disabled={!userId || userId === row.adminUser}
          loading={save.isPending}
          onClick={() => save.mutate(userId)}
          aria-label={`Set the admin user of ${row.name}`}
        >
          Set
        </Button>
      </Group>
      <SavedNotice saved={save.isSuccess && userId === current} />
      <ActionError error={save.error} />
    </Stack>
  );
}

export function PremiumControl({ row }: { row: AdminClientRow }) {
  const save = useSave((premiumLevel: 'free' | 'pro') =>
    updateEntitySettings(row._id, { seen: row.updatedAt, premiumLevel }),
  );
  return (
    <NativeSelect
      size="xs"
      aria-label={`Premium level of ${row.name}`}
      value={row.premiumLevel}
      disabled={save.isPending}
      data={[
        { value: 'free', label: 'free' },
        { value: 'pro', label: 'pro' },
      ]}
      onChange={(e) => save.mutate(e.currentTarget.value as 'free' | 'pro')}
      error={save.error?.message}
      description={save.isSuccess ? <SavedNotice saved /> : undefined}
    />
  );
}

export function CoaControl({ row }: { row: AdminClientRow }) {
  const [enabled, setEnabled] = useFollowing(row.coaDataEntryService.enabled);
  const [limit, setLimit] = useFollowing<number | string>(row.coaDataEntryService.serviceLimit);
  const valid = typeof limit === 'number' && Number.isInteger(limit) && limit >= 0 && limit <= 200;
  const changed = enabled !== row.coaDataEntryService.enabled || limit !== row.coaDataEntryService.serviceLimit;
  const save = useSave(() =>
    updateEntitySettings(row._id, {
      seen: row.updatedAt,
      coaDataEntryService: { enabled, serviceLimit: Number(limit) },
    }),
  );
  return (
    <Stack gap={4} align="flex-start">
      <Group gap="xs" wrap="nowrap">
        <input
          type="checkbox"
          aria-label={`COA service of ${row.name}`}
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
        <NumberInput
          size="xs"
          w={80}
          min={0}
          max={200}
          allowDecimal={false}
          aria-label={`COA monthly limit of ${row.name}`}
          value={limit}
          onChange={setLimit}
          error={valid ? undefined : '0–200'}
        />
      </Group>
      <Button
        size="xs"
        variant="default"
        disabled={!valid || !changed}
        loading={save.isPending}
        onClick={() => save.mutate(undefined)}
        aria-label={`Save the COA settings of ${row.name}`}
      >
        Save
      </Button>
      <SavedNotice saved={save.isSuccess && !changed} />
      <ActionError error={save.error} />
    </Stack>
  );
}

/** Loyalty and the provider's credentials: written, never shown back (only 'set' or 'not set'). */
export function MessagingControl({ row }: { row: AdminClientRow }) {
  const [open, setOpen] = useState(false);
  const [loyalty, setLoyalty] = useState(row.loyaltyEnabled);
  const [phoneNumber, setPhone] = useState('');
  const [accountId, setAccount] = useState('');
  const [authToken, setToken] = useState('');
  // the API's own check, in the field it concerns, before anything is sent
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const body = {
    loyaltyEnabled: loyalty,
    ...(phoneNumber && { phoneNumber }),
    ...(accountId && { accountId }),
    ...(authToken && { authToken }),
  };
  const save = useSave(() => setEntityMessaging(row._id, body));
  const submit = () => {
    const checked = messagingBodySchema.safeParse(body);
    setFieldErrors(
      checked.success ? {} : Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])),
    );
    if (checked.success) save.mutate(undefined, { onSuccess: () => setOpen(false) });
  };
  const m = row.messaging;
  if (!open)
    return (
      <Stack gap={4} align="flex-start" maw="11rem">
        <Text size="xs" className="admin-clients-wrap">
          Loyalty {row.loyaltyEnabled ? 'on' : 'off'}; phone {m.phoneNumber}, account {m.accountId}, token {m.authToken}
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            setLoyalty(row.loyaltyEnabled);
            setOpen(true);
          }}
          aria-label={`Edit messaging of ${row.name}`}
        >
          Edit
        </Button>
      </Stack>
    );
  return (
    <Stack gap={4}>
      <label style={{ fontSize: 'var(--mantine-font-size-xs)' }}>
        <input type="checkbox" checked={loyalty} onChange={(e) => setLoyalty(e.currentTarget.checked)} /> Loyalty
        enabled
      </label>
      <TextInput
        size="xs"
        label={`Phone number (${m.phoneNumber})`}
        value={phoneNumber}
        onChange={(e) => setPhone(e.currentTarget.value)}
        error={fieldErrors.phoneNumber}
      />
      <TextInput
        size="xs"
        label={`Account id (${m.accountId})`}
        value={accountId}
        onChange={(e) => setAccount(e.currentTarget.value)}
        error={fieldErrors.accountId}
      />
      <TextInput
        size="xs"
        type="password"
        label={`Auth token (${m.authToken})`}
        value={authToken}
        onChange={(e) => setToken(e.currentTarget.value)}
        error={fieldErrors.authToken}
      />
      <Group gap="xs">
        <Button size="xs" loading={save.isPending} onClick={submit}>
          Save messaging
        </Button>
        <Button size="xs" variant="default" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Group>
      <ActionError error={save.error} />
    </Stack>
  );
}

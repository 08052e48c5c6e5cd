import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '#web/components/mantine.css';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Redirect } from 'wouter';
import { useNavigate } from '#web/lib/navigation.ts';
import * as accountMessages from '#shared/messages/account';
import {
  changePasswordBodySchema,
  updateUserBodySchema,
  type ChangePasswordBody,
  type UpdateUserBody,
} from '#shared/schemas/account';
import { isApiError } from '#web/api/client.ts';
import { pages } from '#web/app/paths.ts';
import { QueryState } from '#web/components/query-state.tsx';
import { useServerError } from '#web/lib/server-error.ts';
import { useSession, userFromCookie } from '#web/lib/session.tsx';
import { accountQuery, changePassword, deleteAccount, updateAccount } from './api.ts';

/** The spec shows a failed update's server message "in asterisks above the form". */
const Starred = ({ message }: { message?: string }) =>
  message ? (
    <Text c="red.8" fw={600} role="alert">
      * {message} *
    </Text>
  ) : null;

/** One titled form of the page, with its failure (starred) and success lines above the fields. */
function FormSection({
  id,
  title,
  error,
  success,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  error?: string;
  success?: string;
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Starred message={error} />
          {success && (
            <Alert color="green" role="status">
              {success}
            </Alert>
          )}
          {children}
        </Stack>
      </form>
    </section>
  );
}

/** /user/{_id}: update e-mail and phone, change password, delete the account (spec 1). */
export function AccountSettings({ id }: { id: string }) {
  const { user, setSignInOpen } = useSession();
  const account = useQuery({ ...accountQuery(id), enabled: user?._id === id });
  if (!user)
    return (
      <Stack align="center" py={48}>
        <Title order={1}>Your account</Title>
        <Text>Sign in to manage your account.</Text>
        <Button onClick={() => setSignInOpen(true)}>Sign In</Button>
      </Stack>
    );
  // an account page is only ever one's own
  if (user._id !== id) return <Redirect to={pages.account.href({ id: user._id })} replace />;
  return (
    <QueryState query={account} what="account">
      {({ user: details }) => (
        <Stack maw={560} mx="auto" gap="xl">
          <Title order={1}>Your account</Title>
          {user.passwordExpired && (
            <Alert color="yellow" role="status" title="Your password has expired">
              Please choose a new one below.
            </Alert>
          )}
          <ContactForm id={id} email={details.email} phone={details.phone ?? ''} />
          <Divider />
          <PasswordForm />
          <Divider />
          <DeleteAccount id={id} />
        </Stack>
      )}
    </QueryState>
  );
}

function ContactForm({ id, email, phone }: { id: string; email: string; phone: string }) {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { signedIn } = useSession();
  const { serverError, guard } = useServerError();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState } = useForm<UpdateUserBody>({
    resolver: standardSchemaResolver(updateUserBodySchema),
    defaultValues: { email, phone },
  });
  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => navigate(pages.root.href()), 2000);
    return () => clearTimeout(t);
  }, [done, navigate]);
  const submit = handleSubmit(
    guard(async (body) => {
      await updateAccount(queries, id, body);
      const fresh = userFromCookie();
      if (fresh) signedIn(fresh);
      setDone(true);
    }),
  );
  return (
    <FormSection
      id="contact-title"
      title="Contact details"
      error={serverError}
      success={done ? accountMessages.informationUpdated : undefined}
      onSubmit={submit}
    >
      <TextInput
        label="E-Mail"
        type="email"
        autoComplete="email"
        {...register('email')}
        error={formState.errors.email?.message}
      />
      <TextInput
        label="Phone (US)"
        type="tel"
        autoComplete="tel-national"
        description="10 digits, no country code"
        {...register('phone')}
        error={formState.errors.phone?.message}
      />
      <Button type="submit" loading={formState.isSubmitting} disabled={done} w="fit-content">
        Update
      </Button>
    </FormSection>
  );
}

function PasswordForm() {
  const { signedIn } = useSession();
  const { serverError, guard } = useServerError();
  const [success, setSuccess] = useState<string>();
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordBody>({
    resolver: standardSchemaResolver(changePasswordBodySchema),
    defaultValues: { password: '', passwordNew: '', passwordVer: '' },
  });
  const submit = handleSubmit(
    guard(async (body) => {
      setSuccess(undefined);
      setSuccess((await changePassword(body)).message);
      reset();
      // a cleared expiry comes back in the user cookie
      const fresh = userFromCookie();
      if (fresh) signedIn(fresh);
    }),
  );
  return (
    <FormSection id="password-title" title="Change password" error={serverError} success={success} onSubmit={submit}>
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        {...register('password')}
        error={formState.errors.password?.message}
      />
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        {...register('passwordNew')}
        error={formState.errors.passwordNew?.message}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        {...register('passwordVer')}
        error={formState.errors.passwordVer?.message}
      />
      {/* disabled while submitting (spec 1) */}
      <Button type="submit" disabled={formState.isSubmitting} w="fit-content">
        Change Password
      </Button>
    </FormSection>
  );
}

const BLOCKS: string[] = [accountMessages.deleteBlockedRole, accountMessages.deleteBlockedClient];

function DeleteAccount({ id }: { id: string }) {
  const { logout } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string[]>();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      const r = await deleteAccount(id);
      if (r.message !== accountMessages.deleted) throw new Error(r.message);
      setConfirming(false);
      await logout();
    } catch (e) {
      setConfirming(false);
      // a block is said as the server says it; anything else gets the spec's two sentences
      setFailure(
        isApiError(e) && BLOCKS.includes(e.message)
          ? [e.message]
          : [accountMessages.deleteFailed, accountMessages.deleteFailedRetry],
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="delete-title">
      <Title order={2} fz="lg" id="delete-title" mb="sm">
        Delete account
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text fz="sm">Deleting your account removes your login and your saved favorites. It cannot be undone.</Text>
          <Button color="red" variant="outline" w="fit-content" onClick={() => setConfirming(true)}>
            Delete Account
          </Button>
        </Stack>
      </Paper>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={accountMessages.deleteAccountTitle}
        centered
      >
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={() => void remove()} loading={busy}>
            Delete
          </Button>
        </Group>
      </Modal>
      <Modal
        opened={failure !== undefined}
        onClose={() => setFailure(undefined)}
        title="Your account was not deleted"
        centered
      >
        <Stack>
          {failure?.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Button onClick={() => setFailure(undefined)} w="fit-content">
            OK
          </Button>
        </Stack>
      </Modal>
    </section>
  );
}

import { Alert, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import * as authMessages from '#shared/messages/auth';
import { recoverPasswordBodySchema, type RecoverPasswordBody } from '#shared/schemas/auth';
import { useServerError } from '#web/lib/server-error.ts';
import { destinationAfterSignIn } from '#web/lib/session.tsx';
import { recoverPassword } from './api.ts';

/** The 'Password Recovery' form; a recovered user lands by the one landing rule, and the page reloads with the new session. */
export function RecoverPasswordForm({ resetToken }: { resetToken: string }) {
  const { serverError, setServerError, guard } = useServerError();
  const { register, handleSubmit, formState } = useForm<RecoverPasswordBody>({
    resolver: standardSchemaResolver(recoverPasswordBodySchema),
    defaultValues: { token: resetToken, email: '', passwordNew: '', passwordVer: '' },
  });
  const submit = handleSubmit(
    guard(async (body) => {
      const r = await recoverPassword(body);
      if (!r.user) return setServerError(authMessages.noUserReturned);
      window.location.assign(destinationAfterSignIn(r.user, 'passwordRecovery'));
    }),
  );
  return (
    <Stack maw={480} mx="auto" gap="lg">
      <Title order={1}>Password Recovery</Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          {(serverError || formState.errors.token) && (
            <Alert color="red" role="alert">
              {serverError ?? formState.errors.token?.message}
            </Alert>
          )}
          <TextInput
            label="E-Mail"
            type="email"
            autoComplete="email"
            {...register('email')}
            error={formState.errors.email?.message}
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
          <Button type="submit" loading={formState.isSubmitting}>
            Set New Password
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

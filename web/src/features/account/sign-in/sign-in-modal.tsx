import { Alert, Anchor, Button, Divider, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import '#web/components/mantine.css';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { useNavigate } from '#web/lib/navigation.ts';
import * as authMessages from '#shared/messages/auth';
import {
  passwordResetBodySchema,
  signinBodySchema,
  type PasswordResetBody,
  type SigninBody,
} from '#shared/schemas/auth';
import { pages } from '#web/app/paths.ts';
import { useServerError } from '#web/lib/server-error.ts';
import { destinationAfterSignIn, useSession } from '#web/lib/session.tsx';
import { sendPasswordReset, signIn } from './api.ts';
import { GoogleButton } from './google-button.tsx';

/** The login modal (spec 1): e-mail and password, a link to /signup, forgot-password; the server's message on failure. */
export function SignInModal({ onClose }: { onClose: () => void }) {
  const [resetting, setResetting] = useState(false);
  return resetting ? (
    <ResetModal onClose={onClose} onBack={() => setResetting(false)} />
  ) : (
    <SignInForm onClose={onClose} onForgot={() => setResetting(true)} />
  );
}

function SignInForm({ onClose, onForgot }: { onClose: () => void; onForgot: () => void }) {
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const { serverError, setServerError, guard } = useServerError();
  const { register, handleSubmit, formState } = useForm<SigninBody>({
    resolver: standardSchemaResolver(signinBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(
    guard(async (body) => {
      const r = await signIn(body);
      if (!r.user) return setServerError(authMessages.noUserReturned);
      signedIn(r.user);
      onClose();
      navigate(destinationAfterSignIn(r.user));
    }),
  );

  return (
    <Modal opened onClose={onClose} title="Sign In" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <GoogleButton label="Sign in with Google" />
          <Divider label="or with your e-mail" labelPosition="center" />
          {serverError && (
            <Alert color="red" role="alert" title="Sign-in failed">
              {serverError}
            </Alert>
          )}
          <TextInput
            label="E-Mail"
            type="email"
            autoComplete="email"
            data-autofocus
            {...register('email')}
            error={formState.errors.email?.message}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...register('password')}
            error={formState.errors.password?.message}
          />
          <Button type="submit" loading={formState.isSubmitting}>
            Sign In
          </Button>
          <Anchor component="button" type="button" fz="sm" ta="left" onClick={onForgot}>
            Forgot your password?
          </Anchor>
          <Text fz="sm">
            New here?{' '}
            <Anchor component={Link} to={pages.signup.href()} onClick={onClose}>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Modal>
  );
}

/** The reset-password modal (spec 1): e-mail, Reset and Cancel; the same confirmation for every e-mail. */
function ResetModal({ onClose, onBack }: { onClose: () => void; onBack: () => void }) {
  const [sent, setSent] = useState<string>();
  const { serverError, guard } = useServerError();
  const { register, handleSubmit, formState } = useForm<PasswordResetBody>({
    resolver: standardSchemaResolver(passwordResetBodySchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(
    guard(async (body) => {
      setSent((await sendPasswordReset(body)).message);
    }),
  );
  return (
    <Modal opened onClose={onClose} title="Reset Password" centered>
      {sent ? (
        <Stack>
          <Alert color="green" role="status">
            {sent}
          </Alert>
          <Button onClick={onClose}>Close</Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {serverError && (
              <Alert color="red" role="alert">
                {serverError}
              </Alert>
            )}
            <TextInput
              label="E-Mail"
              type="email"
              autoComplete="email"
              data-autofocus
              {...register('email')}
              error={formState.errors.email?.message}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onBack}>
                Cancel
              </Button>
              <Button type="submit" loading={formState.isSubmitting}>
                Reset
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

import { Alert, Anchor, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { messages } from '#shared/messages';
import { signinBodySchema, type SigninBody } from '#shared/schemas/auth';
import { call, isApiError } from '../api/client.ts';
import { destinationAfterSignIn, useSession } from '../lib/session.tsx';

/** The login modal (spec 1): e-mail and password, a link to /signup; the server's message on failure. */
export function SignInModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const [serverError, setServerError] = useState<string>();
  const { register, handleSubmit, formState } = useForm<SigninBody>({
    resolver: standardSchemaResolver(signinBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (body) => {
    setServerError(undefined);
    try {
      const r = await call('signin', { body });
      if (!r.user) return setServerError(messages.noUserReturned);
      signedIn(r.user);
      onClose();
      navigate(destinationAfterSignIn(r.user));
    } catch (e) {
      setServerError(isApiError(e) ? e.message : messages.internal);
    }
  });

  return (
    <Modal opened onClose={onClose} title="Sign In" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
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
          <PasswordInput label="Password" autoComplete="current-password" {...register('password')} error={formState.errors.password?.message} />
          <Button type="submit" loading={formState.isSubmitting}>
            Sign In
          </Button>
          <Text fz="sm">
            New here?{' '}
            <Anchor component={Link} to="/signup" onClick={onClose}>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Modal>
  );
}

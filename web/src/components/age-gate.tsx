import { Anchor, Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AGE_GATE_COOKIE, AGE_GATE_COOKIE_DAYS } from '#shared/constants';
import { messages } from '#shared/messages';
import { ageGateSchema, type AgeGateForm } from '#shared/schemas/age-gate';
import { writeCookie } from '../lib/cookies.ts';

/** Spec 1: 'Are you over 21?', a checkbox and Enter; remembered one day by the legal cookie. */
export function AgeGate({ onPass }: { onPass: () => void }) {
  const { register, handleSubmit, formState } = useForm<AgeGateForm>({
    // zod/mini schemas are Standard Schemas; this resolver avoids pulling classic zod into the page
    resolver: standardSchemaResolver(ageGateSchema),
    defaultValues: { accepted: false },
  });
  const submit = handleSubmit(() => {
    writeCookie(AGE_GATE_COOKIE, 'true', AGE_GATE_COOKIE_DAYS * 86400);
    onPass();
  });
  const error = formState.errors.accepted?.message;
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={messages.ageGateQuestion}
      styles={{ title: { fontSize: 'var(--mantine-h2-font-size)', fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Checkbox
            {...register('accepted')}
            label={
              <>
                I am 21 or older and I accept the{' '}
                <Anchor component={Link} to="/termsofservice">terms of service</Anchor> and the{' '}
                <Anchor component={Link} to="/privacy">privacy policy</Anchor>.
              </>
            }
            aria-describedby={error ? 'age-gate-error' : undefined}
            data-autofocus
          />
          {error && (
            <Text id="age-gate-error" c="red.8" fz="sm" role="alert">
              {error}
            </Text>
          )}
          <Button type="submit">Enter</Button>
        </Stack>
      </form>
    </Modal>
  );
}

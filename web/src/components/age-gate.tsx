import { Anchor, Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AGE_GATE_COOKIE, AGE_GATE_COOKIE_DAYS } from '#shared/constants';
import { messages } from '#shared/messages';
import { ageGateSchema } from '#shared/schemas/age-gate';
import { writeCookie } from '../lib/cookies.ts';

/**
 * Spec 1: 'Are you over 21?', a checkbox and Enter; remembered one day by the legal cookie.
 *
 * Every first visit downloads this, so it is a native modal <dialog> (the browser traps focus and
 * makes the page behind it inert) validated by the shared schema directly: one checkbox does not
 * need a form library, and the first visit stays within its 120 KB budget.
 */
export function AgeGate({ onPass }: { onPass: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = ageGateSchema.safeParse({ accepted });
    if (!r.success) return setError(r.error.issues[0]?.message);
    writeCookie(AGE_GATE_COOKIE, 'true', AGE_GATE_COOKIE_DAYS * 86400);
    dialog.current?.close();
    onPass();
  };

  return (
    <dialog
      ref={dialog}
      className="age-gate"
      aria-labelledby="age-gate-title"
      // Escape must not dismiss the gate
      onCancel={(e) => e.preventDefault()}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} id="age-gate-title">
            {messages.ageGateQuestion}
          </Title>
          <Checkbox
            checked={accepted}
            onChange={(e) => setAccepted(e.currentTarget.checked)}
            label={
              <>
                I am 21 or older and I accept the{' '}
                <Anchor component={Link} to="/termsofservice">terms of service</Anchor> and the{' '}
                <Anchor component={Link} to="/privacy">privacy policy</Anchor>.
              </>
            }
            aria-describedby={error ? 'age-gate-error' : undefined}
            autoFocus
          />
          {error && (
            <Text id="age-gate-error" c="red.8" fz="sm" role="alert">
              {error}
            </Text>
          )}
          <Button type="submit">Enter</Button>
        </Stack>
      </form>
    </dialog>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { AGE_GATE_COOKIE_DAYS } from '#shared/constants';
import { AGE_GATE_COOKIE } from '#shared/cookies';
import * as commonMessages from '#shared/messages/common';
import { pages } from '#web/app/paths.ts';
import { writeCookie } from '#web/lib/cookies.ts';

/**
 * Spec 1: 'Are you over 21?', a checkbox and Enter; remembered one day by the legal cookie.
 *
 * Every first visit downloads this, so it is a native modal <dialog> (the browser traps focus and
 * makes the page behind it inert) with one rule, the box is ticked, and the spec's message: a
 * checkbox needs neither a form library, zod nor Mantine, and the first visit stays within its
 * 120 KB budget.
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
    if (!accepted) return setError(commonMessages.ageGateInvalid);
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
        <h2 id="age-gate-title">{commonMessages.ageGateQuestion}</h2>
        <label className="age-gate-check">
          <input
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.currentTarget.checked)}
            aria-describedby={error ? 'age-gate-error' : undefined}
            aria-invalid={error ? true : undefined}
            autoFocus
          />
          <span>
            I am 21 or older and I accept the <Link to={pages.terms.href()}>terms of service</Link> and the{' '}
            <Link to={pages.privacy.href()}>privacy policy</Link>.
          </span>
        </label>
        {error && (
          <p id="age-gate-error" className="age-gate-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="age-gate-enter">
          Enter
        </button>
      </form>
    </dialog>
  );
}

import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormGetValues, UseFormReset } from 'react-hook-form';
import { onSessionEnd } from '#web/api/session-renewal.ts';

// A form's unsaved input outlives the end of its session: when the session turns out to be over
// (session-renewal.ts), every form on the page writes what it holds to sessionStorage under its
// page and name; signing in again brings the person back to the page (session.tsx), where the
// form takes its input back once and forgets it. sessionStorage is this tab's alone and ends
// with it, so nothing lingers on a shared computer once the tab is closed. Forms holding a secret
// (a password, the kiosk PIN) do not keep their input.

const keyOf = (name: string) => `draft:${window.location.pathname}:${name}`;

/**
 * Keeps a react-hook-form form's input across the end of the session. `onRestore` runs after the
 * input came back (an editor that opens read-only opens for editing).
 */
export function useKeptInput<T extends FieldValues>(
  name: string,
  form: { getValues: UseFormGetValues<T>; reset: UseFormReset<T> },
  onRestore?: () => void,
) {
  const latest = useRef({ form, onRestore });
  latest.current = { form, onRestore };
  useEffect(() => {
    const key = keyOf(name);
    const kept = sessionStorage.getItem(key);
    if (kept) {
      sessionStorage.removeItem(key);
      try {
        // the saved values stay the form's defaults, so the restored input shows as unsaved
        latest.current.form.reset(JSON.parse(kept) as T, { keepDefaultValues: true });
        latest.current.onRestore?.();
      } catch {
        // a draft that does not parse is dropped
      }
    }
    return onSessionEnd((how) => {
      if (how === 'logout') sessionStorage.setItem(key, JSON.stringify(latest.current.form.getValues()));
    });
  }, [name]);
}

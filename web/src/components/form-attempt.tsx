import { Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/**
 * One call a form makes on submit: `busy` while it runs, and its failure in the user's words
 * (`describe`). A success leaves `busy` set, since the form is about to give way (the next step,
 * another page); `onFailure` resets what the form clears after a refusal.
 */
export function useAttempt(describe: (e: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const attempt = async (work: () => Promise<void>, onFailure?: () => void) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
    } catch (e) {
      setFailure(describe(e));
      setBusy(false);
      onFailure?.();
    }
  };
  return { busy, failure, attempt };
}

/** A form's failure, read out as it appears. */
export function FormFailure({ children }: { children: ReactNode }) {
  return children ? (
    <Text role="alert" c="red.8">
      {children}
    </Text>
  ) : null;
}

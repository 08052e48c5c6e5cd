import { useEffect, useRef } from 'react';

/**
 * A native dialog opened modal as soon as it is on the page: the storefront's overlays are mounted
 * when they open and unmounted when they close, so the browser's own modal (inert page behind, Esc,
 * the top layer) does the rest.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return ref;
}

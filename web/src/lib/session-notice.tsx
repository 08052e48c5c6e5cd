import { useEffect, useRef } from 'react';

/**
 * The app's own alert for the session's end (spec 3: 'logged out after an alert') and a Google
 * sign-in's refusal (spec 1: 'alert Not Authorized'), in place of the browser's alert box, which
 * stopped the page. A native modal <dialog>, as the age gate is, since the session shell is on every
 * first visit and Mantine's modal would not fit its budget; OK (focused) or Escape closes it.
 */
export function SessionNotice({ message, onClose }: { message: string | undefined; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (message && d && !d.open) d.showModal();
  }, [message]);
  if (!message) return null;
  return (
    <dialog ref={dialog} className="session-notice" aria-labelledby="session-notice-text" onClose={onClose}>
      <form method="dialog">
        <p id="session-notice-text" role="alert">
          {message}
        </p>
        <button type="submit" className="session-notice-ok" autoFocus>
          OK
        </button>
      </form>
    </dialog>
  );
}

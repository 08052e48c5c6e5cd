import { useSyncExternalStore } from 'react';

// Whether the page can reach the server. The browser's own flag says only that a network is
// joined; a store's Wi-Fi can be joined and dead. So a service worker's last read counts too (the
// kiosk's posts a NetworkReport after each): a read that failed makes the page offline until one
// succeeds or the browser reports 'online'.

/** What a service worker tells its pages after a read. */
export type NetworkReport = { type: 'network'; online: boolean };

let reachable = true;
const listeners = new Set<() => void>();
/** A read's outcome, from the worker or the page's own version check. */
export const reportReach = (next: boolean) => set(next);
function set(next: boolean) {
  if (next === reachable) return;
  reachable = next;
  for (const l of listeners) l();
}

/** After a failed read while the browser says it is online, ask again this soon (a read can fail just as the Wi-Fi returns). */
const RECHECK_MS = 5_000;
let recheck: ReturnType<typeof setTimeout> | undefined;
const askAgain = () => {
  clearTimeout(recheck);
  recheck = setTimeout(() => {
    void fetch('/meta.json', { cache: 'no-store' }).then(
      (r) => set(r.ok),
      () => set(false),
    );
  }, RECHECK_MS);
};

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set(true));
  window.addEventListener('offline', () => set(false));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<NetworkReport>) => {
    if (event.data?.type !== 'network') return;
    set(event.data.online);
    if (!event.data.online && navigator.onLine) askAgain();
  });
}

/** Whether the page is online right now, for code outside React (a failed call's message). */
export const isOnline = () => navigator.onLine && reachable;

/** Whether the page is online, re-rendering when that changes. */
export function useOnline() {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    isOnline,
    () => true,
  );
}

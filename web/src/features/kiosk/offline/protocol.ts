// What the kiosk page and its service worker say to each other, and the caches they share.

export const KIOSK_API_CACHE = 'kiosk-api';
export const KIOSK_IMAGE_CACHE = 'kiosk-images';

export type ToWorker =
  // workbox-window's own word for 'take over now' (the page reloads when it has)
  { type: 'SKIP_WAITING' } | { type: 'keep-images'; urls: readonly string[] } | { type: 'check-file' };

/** After each read: whether it reached the server. */
export type { NetworkReport as ToPage } from '#web/lib/network-state.ts';

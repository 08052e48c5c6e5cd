/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { KIOSK_API_CACHE, KIOSK_IMAGE_CACHE, type ToPage, type ToWorker } from './protocol.ts';

// The kiosk's service worker (docs/kiosk-offline.md). It controls /whitelabel/ pages only. The shell
// (the kiosk's page shell, kiosk.html, and its chunks) is precached; the storefront's reads are network first with
// the last answer kept, so browsing, the overlay and the cart carry on when the Wi-Fi drops; product
// images are kept once seen, and the page asks for the whole inventory's images to be kept ahead.

declare let self: ServiceWorkerGlobalScope;

// Once this worker's file is gone, the pages it still controls go straight to the network, and
// nothing refills the caches it drops. Listening before the routes do keeps them from answering.
let leaving = false;
self.addEventListener('fetch', (event) => {
  if (leaving) event.stopImmediatePropagation();
});

// A first install controls the open page at once (the page then reads the catalogue again through
// it); a new build waits until the page asks it to take over.
clientsClaim();
const precached = self.__WB_MANIFEST;
precacheAndRoute(precached);
cleanupOutdatedCaches();

// the one page the build precaches is the kiosk's own shell (shared/shells.ts, web/vite.config.ts)
const shell = precached.map((e) => (typeof e === 'string' ? e : e.url)).find((url) => url.endsWith('.html'));
if (shell) registerRoute(new NavigationRoute(createHandlerBoundToURL(shell), { allowlist: [/^\/whitelabel\//] }));

const tell = async (message: ToPage) => {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
};

// Reads only: a check-in (POST, PUT) must reach the server or say that it cannot.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/kiosk/'),
  new NetworkFirst({
    cacheName: KIOSK_API_CACHE,
    // a dead access point can hold a request open far longer than a shopper waits
    networkTimeoutSeconds: 4,
    plugins: [
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * 24 * 3600 }),
      {
        fetchDidSucceed: async ({ response }) => {
          await tell({ type: 'network', online: true });
          return response;
        },
        fetchDidFail: async () => tell({ type: 'network', online: false }),
      },
    ],
  }),
);

// An uploaded image's key is new for every upload, so a kept copy never goes stale.
const images = new CacheFirst({
  cacheName: KIOSK_IMAGE_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 3000, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
});
registerRoute(({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/media/'), images);

/** Keeps the images the page names, a few at a time, skipping those already kept. */
async function keepImages(urls: readonly string[], event: ExtendableEvent) {
  const cache = await caches.open(KIOSK_IMAGE_CACHE);
  const missing: string[] = [];
  for (const url of urls) if (!(await cache.match(url))) missing.push(url);
  const next = async (): Promise<void> => {
    const url = missing.shift();
    if (!url) return;
    // one image that fails is fetched again when it is next seen
    await images.handle({ request: new Request(url), event }).catch(() => undefined);
    return next();
  };
  await Promise.all([next(), next(), next(), next()]);
}

/** Long enough for reads the leaving pages had under way to end. */
const LAST_READS_MS = 3_000;

/**
 * The server answers 404 (or S3's 403) for a worker file that a deploy removed: this worker then
 * unregisters itself and drops its caches, and the pages it controlled load again from the network.
 * No answer at all means the network is down, which is no reason to go.
 */
async function leaveIfGone() {
  const answer = await fetch(self.location.href, { cache: 'no-store' }).catch(() => undefined);
  if (!answer || answer.status < 400 || answer.status >= 500) return;
  leaving = true;
  await self.registration.unregister();
  const dropAll = async () => {
    for (const name of await caches.keys()) await caches.delete(name);
  };
  await dropAll();
  for (const client of await self.clients.matchAll({ type: 'window' })) await client.navigate(client.url);
  // a read already under way when the pages left can still open a cache on its way out
  await new Promise((resolve) => setTimeout(resolve, LAST_READS_MS));
  await dropAll();
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as ToWorker;
  if (message.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (message.type === 'keep-images') event.waitUntil(keepImages(message.urls, event));
  else if (message.type === 'check-file') event.waitUntil(leaveIfGone());
});

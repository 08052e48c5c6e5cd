import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { IDLE_REFRESH_MS, VERSION_CHECK_MS } from '#shared/kiosk';
import { reportReach } from '#web/lib/network-state.ts';
import { KIOSK_API_CACHE, KIOSK_IMAGE_CACHE, type ToWorker } from './protocol.ts';
import { servesOtherBuild } from './version.ts';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

const running = () => document.querySelector<HTMLMetaElement>('meta[name="app-version"]')?.content ?? '';

const dropKept = async () => {
  if (!('caches' in window)) return;
  for (const name of [KIOSK_API_CACHE, KIOSK_IMAGE_CACHE]) await caches.delete(name);
};

/** How many storefront reads the worker keeps. */
const keptReads = async () => ('caches' in window ? (await (await caches.open(KIOSK_API_CACHE)).keys()).length : 0);

const post = (message: ToWorker) => navigator.serviceWorker?.controller?.postMessage(message);

/**
 * The kiosk page's service worker (docs/kiosk-offline.md): registers it, keeps the inventory's
 * images in it, checks /meta.json every minute, and when the served version differs from the one
 * running, fetches the new worker and lets it take over (a reload) once nobody has touched the
 * kiosk for the idle time, so a shopper is never interrupted. Each check also asks the worker to
 * confirm its own file still exists; a worker whose file is gone unregisters itself.
 * `queryKeys` are the reads to make again once the worker first takes control, so they are kept.
 */
export function useKioskWorker({
  images,
  queryKeys,
}: {
  images: readonly string[];
  queryKeys: readonly (readonly unknown[])[];
}) {
  const queryClient = useQueryClient();
  const registration = useRef<ServiceWorkerRegistration>(undefined);
  const {
    needRefresh: [updateWaiting],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW: (_url, r) => {
      registration.current = r;
    },
    // the worker's file is gone (or the browser has no workers): what an earlier worker kept is stale
    onRegisterError: () => void dropKept(),
  });

  // A first install takes control of the open page: read again through it, so the catalogue is
  // kept; each version check makes sure of it too. A later build taking control reloads the page
  // into it. (workbox-window reloads only for a worker it saw this page register; one that came
  // later, as on a kiosk installed this very visit, it counts as 'external' and leaves the page on
  // the old build.)
  const keys = useRef(queryKeys);
  keys.current = queryKeys;
  const keepReads = useCallback(async () => {
    if (!navigator.serviceWorker?.controller || (await keptReads()) > 0) return;
    for (const queryKey of keys.current) await queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    let controlled = Boolean(worker.controller);
    const onControl = () => {
      if (controlled) window.location.reload();
      controlled = true;
      void keepReads();
    };
    worker.addEventListener('controllerchange', onControl);
    return () => worker.removeEventListener('controllerchange', onControl);
  }, [keepReads]);

  const imageList = images.join('\n');
  useEffect(() => {
    if (!imageList) return;
    const keep = () => post({ type: 'keep-images', urls: imageList.split('\n') });
    keep();
    navigator.serviceWorker?.addEventListener('controllerchange', keep);
    return () => navigator.serviceWorker?.removeEventListener('controllerchange', keep);
  }, [imageList]);

  const lastTouch = useRef<number | undefined>(undefined);
  useEffect(() => {
    const touched = () => {
      lastTouch.current = Date.now();
    };
    for (const e of ACTIVITY) window.addEventListener(e, touched, { passive: true, capture: true });
    return () => {
      for (const e of ACTIVITY) window.removeEventListener(e, touched, { capture: true });
    };
  }, []);

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      const served = await fetch('/meta.json', { cache: 'no-store' })
        .then((r) => (r.ok ? (r.json() as Promise<{ appVersion?: string }>) : undefined))
        .catch(() => null);
      if (stopped) return;
      reportReach(served !== null);
      if (!served) return;
      post({ type: 'check-file' });
      await keepReads();
      if (servesOtherBuild(running(), served.appVersion)) await registration.current?.update().catch(() => undefined);
    };
    void check();
    const timer = setInterval(() => void check(), VERSION_CHECK_MS);
    window.addEventListener('online', check);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('online', check);
    };
  }, [keepReads]);

  useEffect(() => {
    if (!updateWaiting) return;
    const apply = () => {
      const idleSince = lastTouch.current;
      if (idleSince === undefined || Date.now() - idleSince >= IDLE_REFRESH_MS) void updateServiceWorker();
    };
    apply();
    const timer = setInterval(apply, VERSION_CHECK_MS);
    return () => clearInterval(timer);
  }, [updateWaiting, updateServiceWorker]);
}

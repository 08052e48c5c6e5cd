import { useCallback, useEffect, useState } from 'react';
import { sendOrder } from './api.ts';
import { flushOrders, queuedOrders } from './queue.ts';

/** How often the tablet tries its waiting orders again while it has any. */
const RETRY_MS = 30_000;

/**
 * The store's orders waiting on this tablet: sent when the network returns (the browser's online
 * event), on load and every half minute while any wait. Answers how many wait, and a way to say
 * one was added.
 */
export function useOrderQueue(clientId: string) {
  const [waiting, setWaiting] = useState(() => queuedOrders(clientId).length);
  const flush = useCallback(async () => {
    if (queuedOrders(clientId).length) await flushOrders(clientId, (body) => sendOrder(clientId, body));
    setWaiting(queuedOrders(clientId).length);
  }, [clientId]);
  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(timer);
    };
  }, [flush]);
  return { waiting, queued: () => setWaiting(queuedOrders(clientId).length) };
}

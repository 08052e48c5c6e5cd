import { useCallback, useSyncExternalStore } from 'react';

// The print queue (spec 2 'Manage Products'): the products chosen for product cards, kept per
// client in this browser's localStorage (`print-queue:<clientId>`, a JSON list of product ids),
// so it survives reloads and page changes until the cards are printed. Only ids are kept; the
// cards read the products when they are made.

const key = (clientId: string) => `print-queue:${clientId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; ids: string[] }>();

function read(clientId: string): string[] {
  const raw = localStorage.getItem(key(clientId));
  const hit = cache.get(clientId);
  if (hit && hit.raw === raw) return hit.ids;
  let ids: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed))
      ids = parsed.filter((x): x is string => typeof x === 'string' && /^[0-9a-f]{24}$/.test(x));
  } catch {
    ids = [];
  }
  cache.set(clientId, { raw, ids });
  return ids;
}

function write(clientId: string, ids: string[]) {
  localStorage.setItem(key(clientId), JSON.stringify(ids));
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  window.addEventListener('storage', l);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', l);
  };
};

/** The client's print queue and its changes. */
export function usePrintQueue(clientId: string) {
  const ids = useSyncExternalStore(subscribe, () => read(clientId));
  const toggle = useCallback(
    (id: string) => {
      const now = read(clientId);
      write(clientId, now.includes(id) ? now.filter((x) => x !== id) : [...now, id]);
    },
    [clientId],
  );
  const clear = useCallback(() => write(clientId, []), [clientId]);
  return { ids, toggle, clear };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { inventoryQuery, readByIds, readKeyPairs, type Inventory } from './api.ts';
import { applyPatch, planRefresh } from './refresh.ts';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The idle refresh (spec 3 §8): `idleMs` after the last touch, if anyone touched the kiosk since
 * the last refresh, compare the inventory with the key pairs and reload it or fetch what changed.
 * A failed refresh keeps what is on screen and tries again after the next use.
 */
export function useIdleRefresh(clientId: string, idleMs: number) {
  const queryClient = useQueryClient();
  const touched = useRef(false);
  useEffect(() => {
    const { queryKey } = inventoryQuery(clientId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refresh = async () => {
      if (!touched.current) return;
      const shown = queryClient.getQueryData<Inventory>(queryKey);
      if (!shown) return;
      touched.current = false;
      try {
        const { keyPairs } = await readKeyPairs(clientId);
        const plan = planRefresh(shown.cards, keyPairs);
        if (plan.kind === 'reload') await queryClient.invalidateQueries({ queryKey });
        else if (plan.kind === 'patch') {
          const fetched = plan.changed.length ? await readByIds(clientId, plan.changed) : [];
          if (stopped) return;
          // an id asked for but not answered has left the store since the key pairs were read
          const answered = new Set(fetched.map((c) => c._id));
          const removed = [...plan.removed, ...plan.changed.filter((id) => !answered.has(id))];
          queryClient.setQueryData<Inventory>(queryKey, (old) =>
            old ? { ...old, cards: applyPatch(old.cards, fetched, removed) } : old,
          );
        }
      } catch {
        touched.current = true;
      }
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(), idleMs);
    };
    const onActivity = () => {
      touched.current = true;
      arm();
    };
    for (const e of ACTIVITY) window.addEventListener(e, onActivity, { passive: true, capture: true });
    arm();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const e of ACTIVITY) window.removeEventListener(e, onActivity, { capture: true });
    };
  }, [clientId, idleMs, queryClient]);
}

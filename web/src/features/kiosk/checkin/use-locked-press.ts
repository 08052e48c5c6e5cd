import { useCallback, useEffect, useState } from 'react';

/** How often a lock's countdown is looked at: often enough that the shown second never lags by much. */
const TICK_MS = 250;

/**
 * A button's lock after a press (spec 3: each check-in button waits this long before the next
 * press), with the whole seconds left, so the shopper sees when it opens again.
 */
export function useLockedPress(lockMs: number) {
  const [until, setUntil] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === undefined) return;
    const tick = () => {
      const t = Date.now();
      if (t >= until) setUntil(undefined);
      else setNow(t);
    };
    const timer = setInterval(tick, Math.min(TICK_MS, lockMs));
    return () => clearInterval(timer);
  }, [until, lockMs]);
  const press = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setUntil(t + lockMs);
  }, [lockMs]);
  const locked = until !== undefined;
  return { locked, secondsLeft: locked ? Math.max(1, Math.ceil((until - now) / 1000)) : 0, press };
}

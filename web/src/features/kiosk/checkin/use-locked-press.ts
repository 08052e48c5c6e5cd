import { useCallback, useEffect, useRef, useState } from 'react';

/** A button's lock after a press (spec 3: each check-in button waits this long before the next press). */
export function useLockedPress(lockMs: number) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const press = useCallback(() => {
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), lockMs);
  }, [lockMs]);
  return [locked, press] as const;
}

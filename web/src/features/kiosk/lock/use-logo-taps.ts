import { useCallback, useRef } from 'react';
import { KIOSK_UNLOCK_TAPS, KIOSK_UNLOCK_WINDOW_MS } from '#shared/constants';

/**
 * Counts taps on the powered-by logo: more than `taps` within `windowMs` calls `onUnlock` (spec 3:
 * tapping the logo repeatedly starts kiosk logout). Only the taps inside the window count.
 */
export function useLogoTaps(
  onUnlock: () => void,
  { taps = KIOSK_UNLOCK_TAPS, windowMs = KIOSK_UNLOCK_WINDOW_MS }: { taps?: number; windowMs?: number } = {},
) {
  const times = useRef<number[]>([]);
  return useCallback(() => {
    const now = Date.now();
    times.current = [...times.current.filter((t) => now - t < windowMs), now];
    if (times.current.length > taps) {
      times.current = [];
      onUnlock();
    }
  }, [onUnlock, taps, windowMs]);
}

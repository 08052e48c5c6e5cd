import { describe, expect, it } from 'vitest';
import { FORGET_AFTER_SECONDS, failuresAfter, fastestSearchSeconds, waitAfter } from './unlock-lockout.ts';

const YEAR = 365 * 24 * 3600;

describe('the PIN dialog lockout', () => {
  it('lets staff mistype a few times, then doubles the wait up to four hours', () => {
    expect([1, 2, 3, 4].map(waitAfter)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(waitAfter)).toEqual([60, 120, 240, 480]);
    expect(waitAfter(40)).toBe(4 * 3600);
  });

  it('forgets wrong PINs after a quiet day', () => {
    expect(failuresAfter(0, undefined, 1000)).toBe(1);
    expect(failuresAfter(7, 1000, 1000 + FORGET_AFTER_SECONDS - 1)).toBe(8);
    expect(failuresAfter(7, 1000, 1000 + FORGET_AFTER_SECONDS)).toBe(1);
  });

  it('makes a search of the PINs take more than a year at any pace, half of them included', () => {
    expect(fastestSearchSeconds(10_000)).toBeGreaterThan(2 * YEAR);
    expect(fastestSearchSeconds(5_000)).toBeGreaterThan(YEAR);
    // the pace model itself: five tries cost nothing, the sixth waits a minute
    expect(fastestSearchSeconds(5)).toBe(0);
    expect(fastestSearchSeconds(6)).toBe(60);
  });
});
